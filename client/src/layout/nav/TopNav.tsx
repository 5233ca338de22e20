import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { FIXED_NAV_SCROLL_PX } from '../../../../shared/constants';
import { hasRightAlignedSubmenu, splitTopNav } from '../../../../shared/nav/topNavSplit';
import { cx } from '../../styles/cx';
import { useScrolledPast } from '../useScrolledPast';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { TopNavItem } from './TopNavItem';
import { useCurrentMenu } from './useCurrentMenu';
import styles from './TopNav.module.css';

/**
 * The top navigation: visible level-1 menus split around the logo, level-2 menus on hover and focus, a
 * compact bar fixed to the top once the page is scrolled 110 px, 60 px high on home and 80 px elsewhere.
 * Below the desktop width the same lists are the menu button's panel (`MobileMenu`). Everything but the
 * fixed bar works in HTML and CSS alone, before the app's code runs.
 */
export function TopNav({ home }: { home: boolean }) {
  const intl = useIntl();
  const { menus, top } = useCurrentMenu();
  const fixed = useScrolledPast(FIXED_NAV_SCROLL_PX);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const { left, right } = splitTopNav(menus);

  const closeMenu = (giveFocusBack: boolean) => {
    const details = menuRef.current;
    if (!details?.open) return false;
    details.open = false;
    if (giveFocusBack) details.querySelector('summary')?.focus();
    return true;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && closeMenu(true)) event.preventDefault();
  };
  // A followed link closes the phone menu (a link to the page already shown too).
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeMenu(false);
  };

  const renderItem = (menu: MenuEntry, index: number) => (
    <TopNavItem
      key={menu.fdCode}
      menu={menu}
      rightAligned={hasRightAlignedSubmenu(index)}
      active={top?.fdCode === menu.fdCode}
    />
  );

  return (
    <div className={cx(styles.slot, home ? styles.slotHome : styles.slotInner)}>
      <nav
        className={cx(styles.bar, home ? styles.barHome : styles.barInner, fixed && styles.fixed)}
        aria-label={intl.formatMessage({ id: 'nav.main' })}
        data-nav="top"
        data-fixed={fixed ? 'true' : 'false'}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.inner}>
          <Logo />
          <MobileMenu ref={menuRef} panelId={panelId} />
          {/* The panel of the phone menu; on a desktop its two lists stand either side of the logo. */}
          <div id={panelId} className={styles.lists} onClick={handleClick}>
            <ul className={cx(styles.half, styles.left)} data-nav-half="left">
              {left.map((menu, i) => renderItem(menu, i))}
            </ul>
            <ul className={cx(styles.half, styles.right)} data-nav-half="right">
              {right.map((menu, i) => renderItem(menu, left.length + i))}
            </ul>
          </div>
        </div>
      </nav>
    </div>
  );
}
