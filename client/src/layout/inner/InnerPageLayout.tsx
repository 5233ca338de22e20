import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { breadcrumbTrail } from '../../../../shared/nav/breadcrumb';
import { HOME_CODE } from '../../../../shared/constants';
import type { MessageId } from '../../i18n/messages';
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
  children: ReactNode;
}

/** Inner pages (SPEC §2): sidebar, title bar from the current menu, breadcrumb, then the page. */
export function InnerPageLayout({
  heading = null,
  fallbackHeading,
  menuCode = null,
  withSidebar = true,
  children,
}: InnerPageLayoutProps) {
  const intl = useIntl();
  const { menus, settled, menu, top } = useCurrentMenu(menuCode);
  const title = heading ?? menu?.fdName ?? (settled ? intl.formatMessage({ id: fallbackHeading }) : null);
  const trail = menu ? breadcrumbTrail(menus, menu.fdCode, HOME_CODE) : [];
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      {withSidebar && top && <Sidebar top={top} path={trail.map((m) => m.fdCode)} />}
      <div className={styles.content}>
        <div className={headStyles.head}>
          <h1 className={headStyles.title} data-page-title>
            {title ?? <span className={headStyles.titlePlaceholder} />}
          </h1>
          <Breadcrumb trail={trail} tail={heading ?? (menu ? null : title)} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
