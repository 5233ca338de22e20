import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../../shared/api/menu';
import { visibleTopMenus } from '../../../../shared/nav/topNavSplit';
import { useDisclosure } from '../../hooks/useDisclosure';
import { MenuLink } from './MenuLink';
import styles from './MobileMenu.module.css';

function MenuTree({
  items,
  activeCode,
  onChosen,
}: {
  items: MenuItem[];
  activeCode: string | null;
  onChosen: () => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.fdCode} className={styles.entry}>
          <MenuLink
            menu={item}
            className={item.level === 1 ? styles.topLink : styles.subLink}
            aria-current={item.fdCode === activeCode ? 'true' : undefined}
            onClick={onChosen}
          />
          {item.children.length > 0 && <MenuTree items={item.children} activeCode={activeCode} onChosen={onChosen} />}
        </li>
      ))}
    </ul>
  );
}

/** The small-screen navigation: a disclosure button that shows the whole menu tree. */
export function MobileMenu({ menus, activeCode }: { menus: MenuItem[]; activeCode: string | null }) {
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
        {open && <MenuTree items={visibleTopMenus(menus)} activeCode={activeCode} onChosen={close} />}
      </div>
    </div>
  );
}
