import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import styles from './HoverTabs.module.css';

interface HoverTabsProps {
  /** Tab labels, in order. */
  labels: readonly ReactNode[];
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
 */
export function HoverTabs({ labels, active, onActivate, label, idBase, className }: HoverTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => {
    const count = labels.length;
    const next = (index + count) % count;
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
      {labels.map((text, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          id={`${idBase}-tab-${index}`}
          className={styles.tab}
          aria-selected={index === active}
          aria-controls={`${idBase}-panel`}
          tabIndex={index === active ? 0 : -1}
          onMouseEnter={() => onActivate(index)}
          onFocus={() => onActivate(index)}
          onClick={() => onActivate(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel that belongs to the active tab. */
export function panelProps(idBase: string, active: number) {
  return { id: `${idBase}-panel`, role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${active}` } as const;
}
