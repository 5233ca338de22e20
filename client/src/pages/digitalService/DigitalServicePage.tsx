import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { findMenuByCode } from '../../../../shared/nav/findMenu';
import { byFdSort } from '../../../../shared/view/fdSort';
import { serviceKindOf } from '../../../../shared/view/specialColumns';
import { useGetCompanyFolderArticlesQuery } from '../../api/companyApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useColumnFacts } from '../../layout/nav/useColumnFacts';
import { useMenus } from '../../layout/nav/useMenus';
import styles from './DigitalServicePage.module.css';
import { ServiceItems } from './ServiceItems';

/**
 * Digital service page: the design cloud (`sjy`, four numbered text-and-image
 * items), the construction cloud (`sgy`, project management and e-bidding) or the operation cloud
 * (`yyy`, four numbered features). The items are the articles of the column's folder, in editor order;
 * every picture opens full size.
 */
function DigitalServicePage() {
  const { fdCode = '' } = useParams();
  const { menus, settled } = useMenus();
  const menu = findMenuByCode(menus, fdCode);
  const { content } = useColumnFacts()(menu?.fdCode);
  const { currentData, isError } = useGetCompanyFolderArticlesQuery(menu ? { folderId: menu.fdId } : skipToken);
  const items = currentData ? byFdSort(currentData) : null;

  let body;
  if ((settled && !menu) || isError) body = <EmptyState kind="noData" />;
  else if (!items) body = <Loading />;
  else if (items.length === 0) body = <EmptyState kind="underConstruction" />;
  else body = <ServiceItems kind={serviceKindOf(fdCode) ?? 'design'} items={items} />;

  return (
    <InnerPageLayout fallbackHeading="page.digitalService">
      {content && <p className={styles.lead}>{content}</p>}
      {body}
    </InnerPageLayout>
  );
}

export { DigitalServicePage as Component };
