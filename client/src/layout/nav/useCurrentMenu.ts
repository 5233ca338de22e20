import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { MenuEntry } from '../../../../shared/api/menu';
import { resolveCurrentMenu } from '../../../../shared/nav/currentMenu';
import { findTopMenu } from '../../../../shared/nav/findMenu';
import { useAppSelector } from '../../state/hooks';
import { selectCurNav } from '../../state/navSlice';
import { useMenus } from './useMenus';

export interface CurrentMenu {
  menus: MenuEntry[];
  settled: boolean;
  /** The menu the page belongs to. */
  menu: MenuEntry | null;
  /** Its top-level section. */
  top: MenuEntry | null;
}

/** The `fdCode` parameter of the deepest matched route, if the route has one. */
function useRouteCode(): string | null {
  const matches = useMatches();
  return matches[matches.length - 1]?.params.fdCode ?? null;
}

/**
 * The current page's menu and section (see `resolveCurrentMenu`). A route that names a code is not
 * given the last chosen menu as a fallback: an unknown code must not borrow another section's name.
 */
export function useCurrentMenu(code?: string | null): CurrentMenu {
  const { menus, settled } = useMenus();
  const routeCode = useRouteCode();
  const { pathname } = useLocation();
  const curNav = useAppSelector(selectCurNav);
  const storedCode = routeCode === null ? (curNav?.fdCode ?? null) : null;

  return useMemo(() => {
    const menu = resolveCurrentMenu(menus, { code: code ?? null, routeCode, pathname, storedCode });
    return { menus, settled, menu, top: menu ? findTopMenu(menus, menu) : null };
  }, [menus, settled, code, routeCode, pathname, storedCode]);
}
