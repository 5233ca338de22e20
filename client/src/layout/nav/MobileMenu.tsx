import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { MenuEntry } from '../../../../shared/api/menu';
import { visibleTopMenus } from '../../../../shared/nav/topNavSplit';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useAppDispatch } from '../../state/hooks';
import { errorToastShown } from '../../state/toastSlice';
import type MenuTreeOfModule from './MobileMenuTree';
import styles from './MobileMenu.module.css';

type MenuTreeView = typeof MenuTreeOfModule;

// The tree's code comes when the menu is first opened (asked for already when the button is pointed at
// or focused); the menu opens once it is there, so the tree is drawn with the panel, never after it.
const loadTree = () => import('./MobileMenuTree').then(({ default: tree }) => tree);
/** Asked for ahead of a press: a failure here is reported by the press, which asks again. */
const prefetchTree = () => void loadTree().catch(() => {});

/** The small-screen navigation: a disclosure button that shows the whole menu tree. */
export function MobileMenu({ menus, activeCode }: { menus: MenuEntry[]; activeCode: string | null }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  // Open on the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [MenuTree, setMenuTree] = useState<MenuTreeView | null>(null);
  const open = openOn === pathname && MenuTree !== null;
  const close = () => setOpenOn(null);
  const { panelId, triggerProps, onKeyDown } = useDisclosure<HTMLButtonElement>({ open, onClose: close });
  const toggle = () => {
    if (open) {
      close();
      return;
    }
    loadTree().then(
      (tree) => {
        setMenuTree(() => tree);
        setOpenOn(pathname);
      },
      // Its code did not come (the connection dropped): the visitor is told, and may press again.
      () => dispatch(errorToastShown({ text: null, messageId: 'toast.network' })),
    );
  };

  return (
    <div className={styles.mobile} onKeyDown={onKeyDown}>
      <button
        {...triggerProps}
        type="button"
        className={styles.button}
        onClick={toggle}
        onPointerEnter={prefetchTree}
        onFocus={prefetchTree}
      >
        <span className={open ? `${styles.burger} ${styles.burgerOpen}` : styles.burger} aria-hidden="true" />
        <FormattedMessage id={open ? 'nav.closeMenu' : 'nav.menu'} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {/* Drawn when opened: closed, it would double the navigation's work on every page load. */}
        {open && <MenuTree items={visibleTopMenus(menus)} activeCode={activeCode} onChosen={close} />}
      </div>
    </div>
  );
}
