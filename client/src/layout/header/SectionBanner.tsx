import { useState } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import defaultBanner from '../../assets/banner-default.svg';
import styles from './Banner.module.css';
import { CmsPicture } from '../../components/CmsPicture/CmsPicture';
import { useColumnFacts } from '../nav/useColumnFacts';

/** The inner pages' top image: the current section's own picture, or the default one. */
export function SectionBanner({ top }: { top: MenuEntry | null }) {
  // A picture that failed to load falls back to the default; remembering which one keeps it per section.
  const [failed, setFailed] = useState<string | null>(null);
  const own = useColumnFacts()(top?.fdCode).image;
  const src = own !== null && own !== failed ? own : defaultBanner;
  return (
    <div className={styles.section} data-slot="section-banner">
      <CmsPicture
        className={styles.image}
        src={src}
        // The banner fills the window's width on every screen.
        sizes="100vw"
        width={1920}
        height={300}
        // Drawn across the first screen, it is the largest thing there on a phone: asked for ahead of the
        // scripts (React names it in the head's preloads when it draws the page).
        fetchPriority="high"
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
