import { useDeferredValue } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import { menuApi, useGetMenusQuery } from '../../api/menuApi';
import { useLocale } from '../../state/useLocale';

const NO_MENUS: MenuEntry[] = [];

export interface MenusState {
  /** The tree of the current language; empty until it has arrived. */
  menus: MenuEntry[];
  /** True once the current language's tree arrived (or failed), so 'not found' is final. */
  settled: boolean;
}

/** What a reader of the tree draws from the query's state. */
function useMenusState({ currentData, isError }: { currentData?: MenuEntry[]; isError: boolean }): MenusState {
  // currentData, not data: after a language switch the other language's tree must not linger.
  // Deferred: the navigation, section menu and breadcrumb the tree fills are drawn in a render that yields
  // to the browser every few milliseconds, rather than in the store update's synchronous one.
  const menus = useDeferredValue(currentData);
  return { menus: menus ?? NO_MENUS, settled: menus !== undefined || isError };
}

/**
 * The menu tree of the current language, read from the cache. The layout, which every page has, holds
 * the one subscription that loads it and loads it again with the language (`useMenuSubscription`); were
 * each reader subscribed too, each would start a request of its own as it mounts (seven on the home
 * page), each a dispatch every other reader hears.
 */
export function useMenus(): MenusState {
  return useMenusState(menuApi.endpoints.getMenus.useQueryState({ flag: useLocale() }));
}

/** `useMenus` for the layout: it keeps the current language's tree loaded. */
export function useMenuSubscription(): MenusState {
  return useMenusState(useGetMenusQuery({ flag: useLocale() }));
}
