import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { MenuEntry } from '../../../../shared/api/menu';
import { visibleTopMenus } from '../../../../shared/nav/topNavSplit';
import { useDisclosure } from '../../hooks/useDisclosure';
import styles from './MobileMenu.module.css';

// The tree is drawn only when the menu opens: its code comes then.
const MenuTree = lazy(() => import('./MobileMenuTree'));

/** The small-screen navigation: a disclosure button that shows the whole menu tree. */
export function MobileMenu({ menus, activeCode }: { menus: MenuEntry[]; activeCode: string | null }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const { panelId, triggerProps, onKeyDown } = useDisclosure<HTMLButtonElement>({ open, onClose: close });

  return (
    <div className={styles.mobile} onKeyDown={onKeyDown}>
      <button
        {...triggerProps}
        type="button"
        className={styles.button}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className={open ? `${styles.burger} ${styles.burgerOpen}` : styles.burger} aria-hidden="true" />
        <FormattedMessage id={open ? 'nav.closeMenu' : 'nav.menu'} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {/* Drawn when opened: closed, it would double the navigation's work on every page load. */}
        {open && (
          <Suspense fallback={null}>
            <MenuTree items={visibleTopMenus(menus)} activeCode={activeCode} onChosen={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
