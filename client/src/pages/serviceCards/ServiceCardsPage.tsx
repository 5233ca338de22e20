import type { MenuItem } from '../../../../shared/api/menu';
import { menuClickTarget } from '../../../../shared/nav/clickTarget';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LinkTiles } from '../../components/LinkTiles/LinkTiles';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import { useChooseMenu } from '../../layout/nav/useChooseMenu';

/** The menu's children as cards, each following the menu click rules (SPEC §2). */
function ChildMenuCards({ menu }: { menu: MenuItem }) {
  const choose = useChooseMenu();
  if (menu.children.length === 0) return <EmptyState kind="noData" />;
  return (
    <LinkTiles
      layout="cards"
      tiles={menu.children.map((child) => ({
        key: child.fdCode,
        title: child.fdName,
        summary: child.content,
        image: child.image,
        target: menuClickTarget(child),
        onChoose: () => choose(child),
      }))}
    />
  );
}

/** `/szhfw/:fdCode`: a menu's children as cards. */
function ServiceCardsPage() {
  return <ColumnFrame fallbackHeading="page.digitalService">{(menu) => <ChildMenuCards menu={menu} />}</ColumnFrame>;
}

export { ServiceCardsPage as Component };
