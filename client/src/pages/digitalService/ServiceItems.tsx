import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import type { ServiceKind } from '../../../../shared/view/specialColumns';
import { ZoomableImage } from '../../components/ImageViewer/ZoomableImage';
import { cx } from '../../styles/cx';
import styles from './DigitalServicePage.module.css';

/** Pool pictures are drawn 800 × 500. */
const PICTURE_SIZE = { width: 800, height: 500 };

const LAYOUTS: Record<ServiceKind, string | undefined> = {
  // Design cloud: text and picture side by side, alternating.
  design: styles.rows,
  // Construction cloud: its two services as two columns.
  construction: styles.columns,
  // Operation cloud: its four features as a two-by-two grid.
  operation: styles.grid,
};

/** The numbered items of a service page; the number is the item's place in the list. */
export function ServiceItems({ kind, items }: { kind: ServiceKind; items: readonly ArticleSummary[] }) {
  return (
    <ol className={cx(styles.items, LAYOUTS[kind])} data-service={kind}>
      {items.map((item, index) => {
        const picture = item.imageNetUrl ?? item.breviary;
        return (
          <li key={item.id} className={styles.item} data-service-item>
            <div className={styles.text}>
              {/* The list itself numbers the items for assistive technology. */}
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.title}>{item.title}</h2>
              {item.summary && <p className={styles.summary}>{item.summary}</p>}
              <SiteLink className={styles.more} to={getHref('articledetail', { articleId: item.id })}>
                <FormattedMessage id="common.detail" />
                <span className="visually-hidden">{item.title}</span>
              </SiteLink>
            </div>
            {picture && (
              <ZoomableImage
                className={styles.picture}
                src={picture}
                alt={item.title}
                width={PICTURE_SIZE.width}
                height={PICTURE_SIZE.height}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
