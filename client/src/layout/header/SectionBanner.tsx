import { useState } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import defaultBanner from '../../assets/banner-default.svg';
import styles from './Banner.module.css';

/** The inner pages' top image: the current section's own picture, or the default one. */
export function SectionBanner({ top }: { top: MenuEntry | null }) {
  // A picture that failed to load falls back to the default; remembering which one keeps it per section.
  const [failed, setFailed] = useState<string | null>(null);
  const own = top?.image ?? null;
  const src = own !== null && own !== failed ? own : defaultBanner;
  return (
    <div className={styles.section} data-slot="section-banner">
      <img
        className={styles.image}
        src={src}
        alt=""
        width={1920}
        height={300}
        onError={() => {
          if (own !== null) setFailed(own);
        }}
      />
      {top && (
        <div className={styles.sectionText} aria-hidden="true">
          <p className={styles.sectionName}>{top.fdName}</p>
        </div>
      )}
    </div>
  );
}
