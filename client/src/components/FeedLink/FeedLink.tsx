import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { feedPath, isFeedCode } from '../../../../shared/seo/feeds';
import styles from './FeedLink.module.css';

/** A small link to a list folder's RSS feed, for lists the server has a feed of. */
export function FeedLink({ menu }: { menu: MenuEntry }) {
  const intl = useIntl();
  if (!isFeedCode(menu)) return null;
  return (
    <a className={styles.feed} href={feedPath(menu.fdCode)} type="application/rss+xml" data-feed-link>
      {intl.formatMessage({ id: 'pages.feed' }, { name: menu.fdName })}
    </a>
  );
}
