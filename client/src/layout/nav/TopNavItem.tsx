import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuItem } from '../../../../shared/api/menu';
import { cx } from '../../styles/cx';
import { MenuLink } from './MenuLink';
import styles from './TopNav.module.css';

interface TopNavItemProps {
  menu: MenuItem;
  /** The first four top items open their sub-menu aligned to the right (SPEC §2). */
  rightAligned: boolean;
  open: boolean;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A level-1 menu; its level-2 menus open on hover and on keyboard focus, and close with Escape. */
export function TopNavItem({ menu, rightAligned, open, active, onOpen, onClose }: TopNavItemProps) {
  const intl = useIntl();
  const subId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const subRef = useRef<HTMLUListElement>(null);
  // After Escape the sub-menu stays closed until focus leaves the item, or the visitor asks again. A ref,
  // because Escape moves focus back to the link within the same event, before any re-render.
  const dismissed = useRef(false);
  const hasSub = menu.children.length > 0;

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasSub) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      dismissed.current = true;
      onClose();
      linkRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === linkRef.current) {
      event.preventDefault();
      dismissed.current = false;
      onOpen();
      // The list is rendered already (hidden by CSS), so its first link can take focus once shown.
      window.requestAnimationFrame(() => subRef.current?.querySelector('a')?.focus());
    }
  };

  return (
    <li
      className={cx(styles.item, active && styles.active, open && hasSub && styles.open)}
      onMouseEnter={() => {
        dismissed.current = false;
        onOpen();
      }}
      // A pointer still resting on the item after a navigation closed it opens it again when it moves.
      onMouseMove={() => {
        if (!open && !dismissed.current) onOpen();
      }}
      onMouseLeave={onClose}
      onFocus={() => {
        if (!dismissed.current) onOpen();
      }}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <MenuLink
        ref={linkRef}
        menu={menu}
        className={styles.link}
        aria-current={active ? 'true' : undefined}
        aria-expanded={hasSub ? open : undefined}
        aria-controls={hasSub ? subId : undefined}
      />
      {hasSub && (
        <ul
          id={subId}
          ref={subRef}
          className={cx(styles.sub, rightAligned ? styles.subRight : styles.subLeft)}
          aria-label={intl.formatMessage({ id: 'nav.subMenuOf' }, { name: menu.fdName })}
        >
          {menu.children.map((child) => (
            <li key={child.fdCode}>
              <MenuLink menu={child} className={styles.subLink} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
