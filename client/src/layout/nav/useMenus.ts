import { useDeferredValue } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import { useGetMenusQuery } from '../../api/menuApi';
import { useLocale } from '../../state/useLocale';

const NO_MENUS: MenuEntry[] = [];

export interface MenusState {
  /** The tree of the current language; empty until it has arrived. */
  menus: MenuEntry[];
  /** True once the current language's tree arrived (or failed), so 'not found' is final. */
  settled: boolean;
}

/** The menu tree of the current language (the language flag reloads it). */
export function useMenus(): MenusState {
  const locale = useLocale();
  // currentData, not data: after a language switch the other language's tree must not linger.
  const query = useGetMenusQuery({ flag: locale });
  // Deferred: the navigation, section menu and breadcrumb the tree fills are drawn in a render that yields
  // to the browser every few milliseconds, rather than in the store update's synchronous one.
  const currentData = useDeferredValue(query.currentData);
  const { isError } = query;
  return { menus: currentData ?? NO_MENUS, settled: currentData !== undefined || isError };
}
