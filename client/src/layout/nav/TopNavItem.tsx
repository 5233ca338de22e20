import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import { cx } from '../../styles/cx';
import { MenuLink } from './MenuLink';
import styles from './TopNav.module.css';

interface TopNavItemProps {
  menu: MenuEntry;
  /** The first four top items open their sub-menu aligned to the right. */
  rightAligned: boolean;
  active: boolean;
}

/**
 * A level-1 menu; its level-2 menus open on hover and on keyboard focus, in the style sheet, so they work
 * before the app's code has run. The app adds the dismissal HTML cannot do: Escape hides an open sub-menu
 * and gives the focus back to its menu, and a followed sub-menu link hides it, until the pointer and the
 * focus have left the item.
 */
export function TopNavItem({ menu, rightAligned, active }: TopNavItemProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const hasSub = menu.children.length > 0;

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasSub || dismissed || event.key !== 'Escape') return;
    // In the phone menu's panel the sub-menus are part of the list: Escape closes the panel (TopNav).
    if (event.currentTarget.closest('nav')?.querySelector('[data-mobile-menu][open]')) return;
    event.preventDefault();
    event.stopPropagation();
    setDismissed(true);
    linkRef.current?.focus();
  };
  const handleClick = (event: MouseEvent<HTMLLIElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('ul a') === null) return;
    setDismissed(true);
    // The followed link keeps no focus, which would hold the menu open.
    if (event.target instanceof HTMLElement) event.target.closest('a')?.blur();
  };
  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
  };

  return (
    <li
      className={cx(styles.item, active && styles.active)}
      data-dismissed={dismissed ? 'true' : undefined}
      onMouseLeave={() => setDismissed(false)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <MenuLink ref={linkRef} menu={menu} className={styles.link} aria-current={active ? 'true' : undefined} />
      {hasSub && (
        <ul className={cx(styles.sub, rightAligned ? styles.subRight : styles.subLeft)}>
          {menu.children.map((child) => (
            <li key={child.fdCode}>
              <MenuLink menu={child} className={styles.subLink} />
              {/* The menus below a level-2 menu: the phone menu's panel shows them, the desktop's does not. */}
              {child.children.length > 0 && (
                <ul className={styles.deeper}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.fdCode}>
                      <MenuLink menu={grandchild} className={styles.subLink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
