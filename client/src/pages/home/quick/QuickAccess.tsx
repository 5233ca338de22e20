import { useDeferredValue, useId } from 'react';
import { useIntl } from 'react-intl';
import type { FastTrackItem } from '../../../../../shared/api/home';
import type { Locale } from '../../../../../shared/constants';
import { useLocale } from '../../../state/useLocale';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useGetFastTrackQuery } from './fastTrackApi';
import { fastTrackLink, fastTrackName } from './fastTrackItem';
import { HomeSearch } from './HomeSearch';
import styles from './QuickAccess.module.css';

function Track({ item, locale }: { item: FastTrackItem; locale: Locale }) {
  return (
    <li>
      <TargetLink to={fastTrackLink(item, locale)} className={styles.track}>
        {item.icon && (
          <img className={styles.icon} src={item.icon} alt="" width={96} height={96} loading="lazy" decoding="async" />
        )}
        <span className={styles.trackName}>{fastTrackName(item, locale)}</span>
      </TargetLink>
    </li>
  );
}

/** The fast-track icon list and the advanced search box, right under the banner. */
export function QuickAccess() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const { data, isError } = useGetFastTrackQuery({});
  const items = useDeferredValue(data) ?? [];
  return (
    <section className={styles.quick} aria-labelledby={titleId} data-home-block="quick">
      <div className={styles.inner}>
        <div className={styles.fastTrack}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'common.fastTrack' })}
          </h2>
          {isError && items.length === 0 ? (
            // As the other home blocks say when their call failed, rather than a heading over nothing.
            <EmptyState kind="noData" compact />
          ) : (
            <ul className={styles.tracks} data-fast-track>
              {items.map((item) => (
                <Track key={item.id} item={item} locale={locale} />
              ))}
            </ul>
          )}
        </div>
        {/* A language switch starts an empty search. */}
        <HomeSearch key={locale} />
      </div>
    </section>
  );
}
