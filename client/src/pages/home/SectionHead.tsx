import { useIntl } from 'react-intl';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import styles from './Section.module.css';

interface SectionHeadProps {
  titleId: string;
  title: string;
  /** Sanitised HTML from the CMS (a folder's `fdContent`), shown under the title. */
  introHtml?: string | null;
  /** Where 'More' leads; no link without one. */
  moreUrl?: string | null;
  inverse?: boolean;
}

/** A home section's heading: the name, a line of introduction and a 'More' link. */
export function SectionHead({ titleId, title, introHtml, moreUrl, inverse = false }: SectionHeadProps) {
  const intl = useIntl();
  return (
    <div className={inverse ? `${styles.head} ${styles.inverse}` : styles.head}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {introHtml && <div className={styles.intro} dangerouslySetInnerHTML={{ __html: introHtml }} />}
      </div>
      {moreUrl && (
        <TargetLink to={moreUrl} className={styles.more} fallback={null}>
          {intl.formatMessage({ id: 'common.more' })}
          <span className="visually-hidden">{title}</span>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </TargetLink>
      )}
    </div>
  );
}
