import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { isSiteMapCode, siteMapSections } from '../../../../shared/nav/siteMap';
import { useGetMenusQuery } from '../../api/menuApi';
import { useLocale } from '../../state/useLocale';
import { Loading } from '../Loading/Loading';
import { TargetLink } from '../TargetLink/TargetLink';
import styles from './SiteMap.module.css';

/** A menu of the map: its own jumpUrl in a new window, or its name alone when it has none. */
function MapLink({ menu, className }: { menu: MenuEntry; className: string | undefined }) {
  return (
    <TargetLink to={menu.jumpUrl} newWindow className={className}>
      {menu.fdName}
    </TargetLink>
  );
}

/**
 * The site map: level-1 menus from the second onward, each with its level-2 children.
 * Rendered by the column page of the site map's code (`wzdt` / `ewzdt`) and nothing for any other
 * code, so that page can place it unconditionally.
 */
export function SiteMap({ fdCode }: { fdCode: string | null | undefined }) {
  const intl = useIntl();
  const flag = useLocale();
  // currentData, not data: after a language switch the other language's tree must not linger.
  const { currentData: menus, isError } = useGetMenusQuery({ flag });
  // Without a menu tree the header says so already (the toast); the map is simply left out.
  if (!isSiteMapCode(fdCode) || isError) return null;
  if (!menus) return <Loading />;

  return (
    <nav className={styles.map} aria-label={intl.formatMessage({ id: 'company.sitemap.label' })} data-site-map>
      <ul className={styles.sections}>
        {siteMapSections(menus).map(({ menu, children }) => (
          <li key={menu.fdCode} className={styles.section} data-site-map-section={menu.fdCode}>
            <MapLink menu={menu} className={styles.top} />
            {children.length > 0 && (
              <ul className={styles.children}>
                {children.map((child) => (
                  <li key={child.fdCode}>
                    <MapLink menu={child} className={styles.child} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
