import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
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
 * The top navigation: visible level-1 menus split around the logo, level-2 menus on hover
 * and focus, a compact bar fixed to the top once the page is scrolled 110 px, 60 px high on home and
 * 80 px elsewhere. Below the desktop width it collapses into a menu button.
 */
export function TopNav({ home }: { home: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { menus, top } = useCurrentMenu();
  const fixed = useScrolledPast(FIXED_NAV_SCROLL_PX);
  // The open item is tied to the page it was opened on, so a navigation closes it without an effect.
  const [opened, setOpened] = useState<{ code: string; path: string } | null>(null);
  const openCode = opened?.path === pathname ? opened.code : null;
  const { left, right } = splitTopNav(menus);

  const renderItem = (menu: MenuEntry, index: number) => (
    <TopNavItem
      key={menu.fdCode}
      menu={menu}
      rightAligned={hasRightAlignedSubmenu(index)}
      open={openCode === menu.fdCode}
      active={top?.fdCode === menu.fdCode}
      onOpen={() => setOpened({ code: menu.fdCode, path: pathname })}
      onClose={() => setOpened((current) => (current?.code === menu.fdCode ? null : current))}
    />
  );

  return (
    <div className={cx(styles.slot, home ? styles.slotHome : styles.slotInner)}>
      <nav
        className={cx(styles.bar, home ? styles.barHome : styles.barInner, fixed && styles.fixed)}
        aria-label={intl.formatMessage({ id: 'nav.main' })}
        data-nav="top"
        data-fixed={fixed ? 'true' : 'false'}
      >
        <div className={styles.inner}>
          <ul className={cx(styles.half, styles.left)} data-nav-half="left">
            {left.map((menu, i) => renderItem(menu, i))}
          </ul>
          <Logo />
          <ul className={cx(styles.half, styles.right)} data-nav-half="right">
            {right.map((menu, i) => renderItem(menu, left.length + i))}
          </ul>
          <MobileMenu menus={menus} activeCode={top?.fdCode ?? null} />
        </div>
      </nav>
    </div>
  );
}
