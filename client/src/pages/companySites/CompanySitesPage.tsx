import { useId } from 'react';
import type { CompanySite, CompanySiteGroup } from '../../../../shared/api/site';
import { useGetCompanySitesQuery } from '../../api/companyApi';
import { useLocale } from '../../state/useLocale';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import styles from './CompanySitesPage.module.css';
import { CmsPicture } from '../../components/CmsPicture/CmsPicture';

/** Tiles of at least 190 px in the content column (about 860 px on a desktop), two to a row on phones. */
const PICTURE_SIZES = '(max-width: 480px) 50vw, (max-width: 900px) 33vw, 240px';

function SiteTile({ site }: { site: CompanySite }) {
  const body = (
    <>
      <span className={styles.picture}>
        {site.image && <CmsPicture src={site.image} sizes={PICTURE_SIZES} width={800} height={500} loading="lazy" />}
      </span>
      <span className={styles.name}>{site.name}</span>
    </>
  );
  // Member companies' sites are other websites: they open in a new window, as external menu links do.
  return (
    <TargetLink to={site.url} newWindow className={styles.tile} fallback={<div className={styles.tile}>{body}</div>}>
      {body}
    </TargetLink>
  );
}

function SiteGroup({ group }: { group: CompanySiteGroup }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-site-group>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.fdName}
      </h2>
      <ul className={styles.grid}>
        {group.entityList.map((site) => (
          <li key={site.id ?? site.name}>
            <SiteTile site={site} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The group's member-company websites (`/companywzdt`): each group of the answer with its `entityList`. */
function CompanySitesPage() {
  const flag = useLocale();
  const { currentData, isError } = useGetCompanySitesQuery({ flag });
  const groups = currentData?.filter((group) => group.entityList.length > 0);

  return (
    <InnerPageLayout fallbackHeading="page.companySites">
      {isError || (groups && groups.length === 0) ? (
        <EmptyState kind="noData" />
      ) : !groups ? (
        <Loading />
      ) : (
        groups.map((group) => <SiteGroup key={group.id ?? group.fdName} group={group} />)
      )}
    </InnerPageLayout>
  );
}

export { CompanySitesPage as Component };
