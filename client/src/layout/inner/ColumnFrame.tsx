import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { MenuEntry } from '../../../../shared/api/menu';
import { findMenuByCode } from '../../../../shared/nav/findMenu';
import { usePageMeta } from '../../state/pageMeta';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import type { MessageId } from '../../i18n/messages';
import { useMenus } from '../nav/useMenus';
import { InnerPageLayout } from './InnerPageLayout';

interface ColumnFrameProps {
  fallbackHeading?: MessageId;
  withSidebar?: boolean;
  /** The column's content, given the menu the route's `fdCode` names in the current language. */
  children: (menu: MenuEntry) => ReactNode;
}

/**
 * A column page (`/…/:fdCode`) inside the inner-page layout. The code names a menu of the current
 * language's tree, which gives the folder id, title and breadcrumb; a code the tree does not have
 * shows the 'under construction' state.
 */
export function ColumnFrame({ fallbackHeading = 'page.column', withSidebar = true, children }: ColumnFrameProps) {
  const { fdCode } = useParams();
  const { menus, settled } = useMenus();
  const menu = findMenuByCode(menus, fdCode);
  // A code the language's tree does not have is a column the CMS does not have: 404 from the server.
  usePageMeta(!menu && menus.length > 0 ? { notFound: true } : {});
  let content: ReactNode;
  if (menu) content = children(menu);
  else if (settled) content = <EmptyState kind="underConstruction" />;
  else content = <Loading />;
  return (
    <InnerPageLayout fallbackHeading={fallbackHeading} withSidebar={withSidebar}>
      {content}
    </InnerPageLayout>
  );
}
