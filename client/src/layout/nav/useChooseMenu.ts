import { useCallback } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import { findMenuByCode } from '../../../../shared/nav/findMenu';
import { selectMenusFor } from '../../api/menuApi';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { selectLocale } from '../../state/localeSlice';
import { menuChosen, toMenuRef } from '../../state/navSlice';
import { writeMenuRef } from '../../state/persisted';
import { browserStorage } from '../../state/storage';

/**
 * Remembers a chosen menu as `curNav` and its parent as `parentNav`, in storage for other
 * windows and in the store for this one. Reads the tree at click time, so links need no subscription.
 */
export function useChooseMenu(): (menu: MenuEntry) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (menu: MenuEntry) => {
      const state = store.getState();
      const menus = selectMenusFor(selectLocale(state))(state).data ?? [];
      const parent = findMenuByCode(menus, menu.parentCode);
      const chosen = { curNav: toMenuRef(menu), parentNav: parent ? toMenuRef(parent) : null };
      const storage = browserStorage();
      writeMenuRef(storage, 'curNav', chosen.curNav);
      writeMenuRef(storage, 'parentNav', chosen.parentNav);
      dispatch(menuChosen(chosen));
    },
    [dispatch, store],
  );
}
