import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isExternalUrl } from '../../../../shared/nav/clickTarget';
import type { SubsidiaryEntry } from '../../../../shared/api/site';
import { directoryLines, type DirectoryField } from '../../../../shared/view/subsidiaryDirectory';
import type { MessageId } from '../../i18n/messages';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import styles from './Organisation.module.css';

const FIELD_LABELS: Record<DirectoryField, MessageId> = {
  corporation: 'org.corporation',
  address: 'org.address',
  zipCode: 'org.zipCode',
  tel: 'org.tel',
  fax: 'org.fax',
  website: 'org.website',
};

function Value({ field, value }: { field: DirectoryField; value: string | null }) {
  if (value === null) {
    return (
      <span className={styles.unknown} data-not-known>
        <FormattedMessage id="common.notKnown" />
      </span>
    );
  }
  if (field === 'website' && isExternalUrl(value)) {
    return (
      <TargetLink to={value} newWindow>
        {value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
      </TargetLink>
    );
  }
  return <>{value}</>;
}

/** The subsidiary directory: one card per company, 'not known' for every unknown value. */
export function SubsidiaryDirectory({ entries }: { entries: readonly SubsidiaryEntry[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="company.org.directory" />
      </h2>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.companyName} className={styles.entry} data-directory-entry>
            <h3 className={styles.entryName}>{entry.companyName}</h3>
            <dl className={styles.fields}>
              {directoryLines(entry).map(({ field, value }) => (
                <div key={field} className={styles.field}>
                  <dt>{intl.formatMessage({ id: FIELD_LABELS[field] })}</dt>
                  <dd>
                    <Value field={field} value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
