import type { ReactNode } from 'react';
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

/**
 * A titled group that folds away: a `<details>` element whose summary holds the title, so it opens and
 * closes in HTML alone and tells assistive technology its state.
 */
export function Collapsible({
  title,
  badge,
  defaultOpen = true,
  headingLevel = 3,
  className,
  children,
}: CollapsibleProps) {
  const Heading = `h${headingLevel}` as const;
  // Open as it was first drawn; from then on the browser keeps its state.
  return (
    <details className={cx(styles.group, className)} open={defaultOpen}>
      <summary className={styles.toggle}>
        <span className={styles.chevron} aria-hidden="true" />
        <Heading className={styles.title}>{title}</Heading>
        {badge !== undefined && <span className={styles.badge}>{badge}</span>}
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
