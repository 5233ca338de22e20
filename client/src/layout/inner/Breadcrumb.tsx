import { useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { MenuEntry } from '../../../../shared/api/menu';
import { HOME_PATH } from '../homePaths';
import { MenuLink } from '../nav/MenuLink';
import styles from './PageHead.module.css';

interface BreadcrumbProps {
  /** Ancestors root first, then the current menu (`breadcrumbTrail`). */
  trail: MenuEntry[];
  /** A last step that is not a menu (an article, the search results). */
  tail?: string | null;
}

/** Current location > Home > ancestors … current. */
export function Breadcrumb({ trail, tail = null }: BreadcrumbProps) {
  const intl = useIntl();
  const lastIsMenu = tail === null;
  return (
    <nav className={styles.breadcrumb} aria-label={intl.formatMessage({ id: 'nav.breadcrumb' })}>
      <span className={styles.location} aria-hidden="true">
        {intl.formatMessage({ id: 'common.currentLocation' })}
      </span>
      <ol className={styles.steps} data-breadcrumb>
        <li>
          <SiteLink to={HOME_PATH}>{intl.formatMessage({ id: 'common.home' })}</SiteLink>
        </li>
        {trail.map((menu, i) =>
          lastIsMenu && i === trail.length - 1 ? (
            <li key={menu.fdCode} aria-current="page">
              {menu.fdName}
            </li>
          ) : (
            <li key={menu.fdCode}>
              <MenuLink menu={menu} />
            </li>
          ),
        )}
        {tail !== null && <li aria-current="page">{tail}</li>}
      </ol>
    </nav>
  );
}
