import { FormattedMessage } from 'react-intl';
import type { MenuItem } from '../../../../shared/api/menu';
import { linkTarget } from '../../../../shared/nav/clickTarget';
import { siteMapSections } from '../../../../shared/nav/siteMap';
import { RichText } from '../../components/RichText/RichText';
import { useChooseMenu } from '../../layout/nav/useChooseMenu';
import { useMenus } from '../../layout/nav/useMenus';
import styles from './SiteMap.module.css';

/** A menu of the site map: its own jumpUrl, opened in a new window (SPEC §2). */
function SiteMapLink({ menu, className }: { menu: MenuItem; className?: string }) {
  const choose = useChooseMenu();
  const target = linkTarget(menu.jumpUrl);
  if (target === null) return <span className={className}>{menu.fdName}</span>;
  return (
    <a
      className={className}
      href={target.kind === 'external' ? target.url : target.path}
      target="_blank"
      rel="noopener"
      onClick={() => choose(menu)}
    >
      {menu.fdName}
      <span className="visually-hidden">
        <FormattedMessage id="common.opensInNewWindow" />
      </span>
    </a>
  );
}

/** The site map: the column's own text, then every section from the second with its menus. */
export function SiteMap({ intro }: { intro: string | null }) {
  const { menus } = useMenus();
  return (
    <div className={styles.siteMap} data-site-map="">
      {intro && <RichText html={intro} />}
      <ul className={styles.sections}>
        {siteMapSections(menus).map((section) => (
          <li key={section.fdCode} className={styles.section}>
            <h2 className={styles.heading}>
              <SiteMapLink menu={section} />
            </h2>
            {section.children.length > 0 && (
              <ul className={styles.children}>
                {section.children.map((child) => (
                  <li key={child.fdCode}>
                    <SiteMapLink menu={child} className={styles.child} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
