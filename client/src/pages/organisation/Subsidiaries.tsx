import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UNIT_KINDS, type SubsidiaryGroup, type SubsidiaryKind } from '../../../../shared/api/site';
import { orderedGroups } from '../../../../shared/view/subsidiaryDirectory';
import { useGetSubsidiariesQuery } from '../../api/companyApi';
import { useLocale } from '../../state/useLocale';
import { Collapsible } from '../../components/Collapsible/Collapsible';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import type { MessageId } from '../../i18n/messages';
import styles from './Organisation.module.css';
import { SubsidiaryDirectory } from './SubsidiaryDirectory';

/** The group's own label when the CMS sends none; the unit groups' headings. */
const KIND_LABELS: Record<SubsidiaryKind, MessageId> = {
  wholly: 'org.whollyOwned',
  controlled: 'org.controlled',
  minority: 'org.minorityShare',
  secondLevel: 'org.secondLevelLegalBodies',
  overseas: 'org.overseasInstitutions',
};

function CompanyList({ group }: { group: SubsidiaryGroup }) {
  return (
    <ul className={styles.companies} data-subsidiary-group={group.kind}>
      {group.companies.map((company) => (
        <li key={company.name}>
          <TargetLink to={company.url} newWindow>
            {company.name}
          </TargetLink>
        </li>
      ))}
    </ul>
  );
}

function CompanyGroup({ group }: { group: SubsidiaryGroup }) {
  const intl = useIntl();
  return (
    <Collapsible
      headingLevel={3}
      title={group.fdName || intl.formatMessage({ id: KIND_LABELS[group.kind] })}
      badge={group.companies.length}
    >
      <CompanyList group={group} />
    </Collapsible>
  );
}

/** The second-level legal bodies or the overseas institutions, under their own heading. */
function UnitGroup({ group }: { group: SubsidiaryGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-org-units={group.kind}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id={KIND_LABELS[group.kind]} />
      </h2>
      <CompanyList group={group} />
    </section>
  );
}

/**
 * Subsidiary enterprises: collapsible groups (wholly-owned, controlled, minority-share), the
 * second-level legal bodies and the overseas institutions, then the directory.
 */
export function Subsidiaries() {
  const flag = useLocale();
  const { currentData, isError } = useGetSubsidiariesQuery({ flag });
  const headingId = useId();

  if (isError) return <EmptyState kind="noData" />;
  if (!currentData) return <Loading />;
  const groups = orderedGroups(currentData.groups);
  const units = orderedGroups(currentData.groups, UNIT_KINDS);
  if (groups.length === 0 && units.length === 0 && currentData.directory.length === 0) {
    return <EmptyState kind="noData" />;
  }
  return (
    <div className={styles.subsidiaries}>
      {groups.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.sectionTitle}>
            <FormattedMessage id="org.subsidiaries" />
          </h2>
          {groups.map((group) => (
            <CompanyGroup key={group.kind} group={group} />
          ))}
        </section>
      )}
      {units.map((group) => (
        <UnitGroup key={group.kind} group={group} />
      ))}
      {currentData.directory.length > 0 && <SubsidiaryDirectory entries={currentData.directory} />}
    </div>
  );
}
