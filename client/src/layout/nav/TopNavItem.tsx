import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { useDisclosure } from '../../hooks/useDisclosure';
import { cx } from '../../styles/cx';
import { MenuLink } from './MenuLink';
import styles from './TopNav.module.css';

interface TopNavItemProps {
  menu: MenuEntry;
  /** The first four top items open their sub-menu aligned to the right. */
  rightAligned: boolean;
  open: boolean;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A level-1 menu; its level-2 menus open on hover and on keyboard focus, and close with Escape. */
export function TopNavItem({ menu, rightAligned, open, active, onOpen, onClose }: TopNavItemProps) {
  const intl = useIntl();
  const subRef = useRef<HTMLUListElement>(null);
  // After Escape the sub-menu stays closed until focus leaves the item, or the visitor asks again. A ref,
  // because Escape moves focus back to the link within the same event, before any re-render.
  const dismissed = useRef(false);
  const hasSub = menu.children.length > 0;
  const {
    panelId,
    triggerRef: linkRef,
    triggerProps,
    onKeyDown,
  } = useDisclosure<HTMLAnchorElement>({
    open: open && hasSub,
    onClose: () => {
      dismissed.current = true;
      onClose();
    },
  });

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasSub) return;
    onKeyDown(event);
    if (event.key === 'ArrowDown' && event.target === linkRef.current) {
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
        {...(hasSub ? triggerProps : { ref: linkRef })}
        menu={menu}
        className={styles.link}
        aria-current={active ? 'true' : undefined}
      />
      {hasSub && (
        <ul
          id={panelId}
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
