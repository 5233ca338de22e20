import type { MenuEntry } from '../../../../shared/api/menu';
import { MenuLink } from './MenuLink';
import styles from './MobileMenu.module.css';

/** The whole menu tree of the small-screen navigation, each item a menu link. */
export default function MenuTree({
  items,
  activeCode,
  onChosen,
}: {
  items: MenuEntry[];
  activeCode: string | null;
  onChosen: () => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.fdCode} className={styles.entry}>
          <MenuLink
            menu={item}
            className={item.level === 1 ? styles.topLink : styles.subLink}
            aria-current={item.fdCode === activeCode ? 'true' : undefined}
            onClick={onChosen}
          />
          {item.children.length > 0 && <MenuTree items={item.children} activeCode={activeCode} onChosen={onChosen} />}
        </li>
      ))}
    </ul>
  );
}
