import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { cx } from '../../styles/cx';
import styles from './HoverTabs.module.css';

interface HoverTabsProps {
  /** Tab labels, in order. */
  labels: readonly ReactNode[];
  /**
   * Where each tab's content is whole (its column's list): without the app's code a tab is that link; with
   * it, choosing the tab shows its content here. A tab without one is a plain button.
   */
  hrefs: readonly (string | null)[];
  active: number;
  onActivate: (index: number) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids: the panel is `${idBase}-panel`. */
  idBase: string;
  className?: string;
}

/**
 * Tabs that switch when the pointer rests on them, and equally on keyboard focus, click or
 * Enter; arrow keys, Home and End move between them. The caller renders the panel with `panelProps`.
 * The server draws the first tab's content; the others are links to their columns, which is what they
 * stay without the app's code.
 */
export function HoverTabs({ labels, hrefs, active, onActivate, label, idBase, className }: HoverTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => {
    const count = labels.length;
    const next = (index + count) % count;
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: labels.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusTab(to);
  };
  return (
    <div ref={list} className={cx(styles.tabs, className)} role="tablist" aria-label={label}>
      {labels.map((text, index) => {
        const tab = {
          role: 'tab',
          id: `${idBase}-tab-${index}`,
          className: styles.tab,
          'aria-selected': index === active,
          'aria-controls': `${idBase}-panel`,
          tabIndex: index === active ? 0 : -1,
          onMouseEnter: () => onActivate(index),
          onFocus: () => onActivate(index),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          children: text,
        } as const;
        const href = hrefs[index];
        return href ? (
          <SiteLink
            key={index}
            {...tab}
            to={href}
            onClick={(event) => {
              event.preventDefault();
              onActivate(index);
            }}
          />
        ) : (
          <button key={index} type="button" {...tab} onClick={() => onActivate(index)} />
        );
      })}
    </div>
  );
}

/** The attributes of the panel that belongs to the active tab. */
export function panelProps(idBase: string, active: number) {
  return { id: `${idBase}-panel`, role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${active}` } as const;
}
