import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../SiteLink/SiteLink';
import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import { cx } from '../../styles/cx';
import { PublishDate } from '../PublishDate/PublishDate';
import styles from './ImageGrid.module.css';
import { CmsPicture } from '../CmsPicture/CmsPicture';

/**
 * How the pictures are laid out: `grid` picture tiles with title, date and a short summary; `cards` two columns of
 * picture, title, summary and date; `rows` picture beside title, date and summary, with a details
 * link when `detailsLink` is set.
 */
export type ImageGridLayout = 'grid' | 'cards' | 'rows';

interface ImageGridProps {
  articles: readonly ArticleSummary[];
  layout: ImageGridLayout;
  detailsLink?: boolean;
}

/** Pool pictures are 800 × 500; the attributes reserve the space before they load. */
const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 500;

/**
 * How wide a picture is drawn in each layout, in the content column beside the section menu (about 860 px
 * wide on a desktop, the window less its margins below 900 px): tiles of at least 220 px, two to a row on
 * phones; two cards to a row, one below 769 px; a 240 px picture beside its text, the full width below.
 */
const PICTURE_SIZES: Readonly<Record<ImageGridLayout, string>> = {
  grid: '(max-width: 480px) 50vw, (max-width: 900px) 45vw, 300px',
  cards: '(max-width: 768px) 100vw, 440px',
  rows: '(max-width: 768px) 100vw, 240px',
};

function Picture({ src, layout }: { src: string | null; layout: ImageGridLayout }) {
  if (src === null) return <span className={styles.placeholder} aria-hidden="true" />;
  // The title beside it says what the picture shows, so the picture itself is not announced.
  return (
    <CmsPicture
      className={styles.picture}
      src={src}
      sizes={PICTURE_SIZES[layout]}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      loading="lazy"
    />
  );
}

/** Articles with their pictures (the image lists); each opens its article. */
export function ImageGrid({ articles, layout, detailsLink = false }: ImageGridProps) {
  return (
    <ul className={cx(styles.list, styles[layout])} data-article-list={layout}>
      {articles.map((article) => {
        const href = getHref('articledetail', { articleId: article.id });
        const picture = article.breviary ?? article.imageNetUrl;
        return (
          <li key={article.id} className={styles.item}>
            <SiteLink to={href} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
              <Picture src={picture} layout={layout} />
            </SiteLink>
            <div className={styles.text}>
              <h2 className={styles.title}>
                <SiteLink to={href}>{article.title}</SiteLink>
              </h2>
              <PublishDate value={article.publishTime} className={styles.date} />
              {article.summary && (
                <p className={styles.summary} data-summary="">
                  {article.summary}
                </p>
              )}
              {detailsLink && (
                <SiteLink to={href} className={styles.details} data-details-link="">
                  <FormattedMessage id="common.detail" />
                  <span className="visually-hidden">{article.title}</span>
                </SiteLink>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
