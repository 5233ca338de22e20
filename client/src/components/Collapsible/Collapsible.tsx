import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import styles from './Collapsible.module.css';

interface CollapsibleProps {
  title: ReactNode;
  /** Shown after the title, such as the number of items inside. */
  badge?: ReactNode;
  defaultOpen?: boolean;
  /** Level of the heading that holds the toggle button. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** A titled group that folds away: the title is a button with `aria-expanded` (disclosure pattern). */
export function Collapsible({
  title,
  badge,
  defaultOpen = true,
  headingLevel = 3,
  className,
  children,
}: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx(styles.group, open && styles.open, className)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          <span className={styles.title}>{title}</span>
          {badge !== undefined && <span className={styles.badge}>{badge}</span>}
        </button>
      </Heading>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
