import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable key of the tab, also used in its element ids. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  className?: string;
}

/**
 * Tabs of the ARIA tabs pattern, one active at a time. A tab becomes active when the pointer rests on
 * it (the organisation tabs switch on mouse-over), when it gets focus, or when it is clicked;
 * the left and right arrow keys, Home and End move between tabs. Every panel is in the page: a tab is a
 * link to its panel, which the style sheet shows when the address names it (`:target`), so the tabs work
 * without the app's code too.
 */
export function Tabs({ label, items, className }: TabsProps) {
  const baseId = useId();
  const [activeKey, setActiveKey] = useState(items[0]?.key ?? '');
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const active = items.some((item) => item.key === activeKey) ? activeKey : (items[0]?.key ?? '');
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (next) tabRefs.current.get(next.key)?.focus();
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <a
              key={item.key}
              href={`#${panelId(item.key)}`}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              id={tabId(item.key)}
              role="tab"
              className={cx(styles.tab, selected && styles.active)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onMouseEnter={() => setActiveKey(item.key)}
              onFocus={() => setActiveKey(item.key)}
              onClick={(event) => {
                event.preventDefault();
                setActiveKey(item.key);
              }}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={panelId(item.key)}
          className={styles.panel}
          role="tabpanel"
          aria-labelledby={tabId(item.key)}
          tabIndex={0}
          data-inactive={item.key === active ? undefined : ''}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
