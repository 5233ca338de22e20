import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { breadcrumbTrail } from '../../../../shared/nav/breadcrumb';
import { HOME_CODE } from '../../../../shared/constants';
import type { MenuEntry } from '../../../../shared/api/menu';
import { menuClickTarget } from '../../../../shared/nav/clickTarget';
import { usePageMeta, type MetaStep } from '../../state/pageMeta';
import type { MessageId } from '../../i18n/messages';
import { cx } from '../../styles/cx';
import { useCurrentMenu } from '../nav/useCurrentMenu';
import { useDocumentTitle } from '../useDocumentTitle';
import { Breadcrumb } from './Breadcrumb';
import styles from './InnerPageLayout.module.css';
import headStyles from './PageHead.module.css';
import { Sidebar } from './Sidebar';

export interface InnerPageLayoutProps {
  /** The page's own heading (an article, the search results); else the current menu's name. */
  heading?: string | null;
  /** The heading when neither of the above is known, once the menu tree has arrived. */
  fallbackHeading: MessageId;
  /** The page's menu when the route does not name it (an article's folder). */
  menuCode?: string | null;
  withSidebar?: boolean;
  /**
   * A page of no column (the search results, the not-found page): its trail is Home and its own
   * title, not the menu the visitor chose last.
   */
  standalone?: boolean;
  /** The document's title when it is not the heading (an article is named by its own title). */
  documentTitle?: string | null;
  children: ReactNode;
}

/** The breadcrumb as the head's structured data names it: each menu with its link, then the page's own step. */
function metaSteps(trail: MenuEntry[], tail: string | null): MetaStep[] {
  const steps: MetaStep[] = trail.map((menu) => {
    const target = menuClickTarget(menu);
    return { name: menu.fdName, path: target?.kind === 'internal' ? target.path : null };
  });
  if (tail !== null) steps.push({ name: tail, path: null });
  return steps;
}

/** Inner pages: sidebar, title bar from the current menu, breadcrumb, then the page. */
export function InnerPageLayout({
  heading = null,
  fallbackHeading,
  menuCode = null,
  withSidebar = true,
  standalone = false,
  documentTitle = null,
  children,
}: InnerPageLayoutProps) {
  const intl = useIntl();
  const current = useCurrentMenu(menuCode);
  const { menus, settled } = current;
  const menu = standalone ? null : current.menu;
  const top = standalone ? null : current.top;
  const title = heading ?? menu?.fdName ?? (settled ? intl.formatMessage({ id: fallbackHeading }) : null);
  const trail = menu ? breadcrumbTrail(menus, menu.fdCode, HOME_CODE) : [];
  useDocumentTitle(documentTitle ?? title);
  usePageMeta({ breadcrumb: metaSteps(trail, heading ?? (menu ? null : title)) });

  // The sidebar's column is kept while the menu tree is on its way, so the page does not move when it comes.
  const sidebarColumn = withSidebar && (top !== null || !settled);

  // The page comes before the sidebar in the document: on phones the section's menu follows the page
  // instead of pushing it down when the tree arrives; on wider screens the grid puts it on the left.
  return (
    <div className={cx(styles.page, sidebarColumn && styles.withSidebar)}>
      <div className={styles.content}>
        <div className={headStyles.head}>
          <h1 className={headStyles.title} data-page-title>
            {title ?? <span className={headStyles.titlePlaceholder} />}
          </h1>
          <Breadcrumb trail={trail} tail={heading ?? (menu ? null : title)} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
      {sidebarColumn && (
        <div className={styles.side}>{top && <Sidebar top={top} path={trail.map((m) => m.fdCode)} />}</div>
      )}
    </div>
  );
}
