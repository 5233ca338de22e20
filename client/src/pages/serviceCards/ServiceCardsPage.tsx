import type { MenuEntry } from '../../../../shared/api/menu';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LinkTiles } from '../../components/LinkTiles/LinkTiles';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import { useMenuTiles } from '../../layout/nav/useMenuTiles';

/** The menu's children as cards, each following the menu click rules. */
function ChildMenuCards({ menu }: { menu: MenuEntry }) {
  const tiles = useMenuTiles(menu.children);
  if (tiles.length === 0) return <EmptyState kind="noData" />;
  return <LinkTiles layout="cards" tiles={tiles} />;
}

/** `/szhfw/:fdCode`: a menu's children as cards. */
function ServiceCardsPage() {
  return <ColumnFrame fallbackHeading="page.digitalService">{(menu) => <ChildMenuCards menu={menu} />}</ColumnFrame>;
}

export { ServiceCardsPage as Component };
