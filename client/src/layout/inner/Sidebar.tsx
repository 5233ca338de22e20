import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { SIDEBAR_SHOW_DELAY_MS } from '../../../../shared/constants';
import { cx } from '../../styles/cx';
import { MenuLink } from '../nav/MenuLink';
import styles from './Sidebar.module.css';

interface SidebarProps {
  /** The current top-level section. */
  top: MenuEntry;
  /** The codes from the section down to the current menu, to mark the path and open its group. */
  path: readonly string[];
}

interface GroupProps {
  item: MenuEntry;
  path: readonly string[];
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * A menu with children: a `<details>` group, opened and closed by its summary in HTML alone. The app adds
 * the rest: one group open at a time, opening after the pointer rests on it 200 ms or when keyboard focus
 * reaches it, and Escape to close it with the focus back on its summary.
 */
function SidebarGroup({ item, path, open, onToggle }: GroupProps) {
  const summary = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | null>(null);
  const cancelHover = () => {
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => cancelHover, []);

  return (
    <li
      className={cx(styles.group, path.includes(item.fdCode) && styles.onPath)}
      onMouseEnter={() => {
        cancelHover();
        if (!open) hoverTimer.current = window.setTimeout(() => onToggle(true), SIDEBAR_SHOW_DELAY_MS);
      }}
      onMouseLeave={cancelHover}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        onToggle(false);
        summary.current?.focus();
      }}
    >
      <details
        open={open}
        // The browser has toggled it already: the state follows, closing the group open before.
        onToggle={(event) => {
          if (event.currentTarget.open !== open) onToggle(event.currentTarget.open);
        }}
      >
        <summary
          ref={summary}
          className={styles.groupButton}
          // Keyboard focus opens the group as hovering does; a click's own focus is left to the click.
          onFocus={(event) => {
            if (!open && event.currentTarget.matches(':focus-visible')) onToggle(true);
          }}
          onClick={cancelHover}
        >
          {item.fdName}
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        <ul className={styles.subList}>
          {item.children.map((child) => (
            <li key={child.fdCode}>
              <MenuLink
                menu={child}
                className={styles.subLink}
                aria-current={path[path.length - 1] === child.fdCode ? 'page' : undefined}
              />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The inner pages' left column: the section's name and its menu tree, one group open at a time. */
export function Sidebar({ top, path }: SidebarProps) {
  const intl = useIntl();
  const headingId = useId();
  const current = path[path.length - 1];
  // The group on the current path is open until the visitor opens another (or closes it).
  const [choice, setChoice] = useState<{ section: string; open: string | null } | null>(null);
  const openCode =
    choice?.section === top.fdCode ? choice.open : (top.children.find((c) => path.includes(c.fdCode))?.fdCode ?? null);
  const items = top.children.length > 0 ? top.children : [top];

  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {top.fdName}
      </h2>
      <nav aria-label={intl.formatMessage({ id: 'nav.section' })}>
        <ul className={styles.list}>
          {items.map((item) =>
            item.children.length > 0 && item !== top ? (
              <SidebarGroup
                key={item.fdCode}
                item={item}
                path={path}
                open={openCode === item.fdCode}
                onToggle={(open) => setChoice({ section: top.fdCode, open: open ? item.fdCode : null })}
              />
            ) : (
              <li key={item.fdCode}>
                <MenuLink
                  menu={item}
                  className={styles.link}
                  aria-current={current === item.fdCode ? 'page' : undefined}
                />
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
