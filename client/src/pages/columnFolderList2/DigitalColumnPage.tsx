import type { MenuEntry } from '../../../../shared/api/menu';
import { linkTarget } from '../../../../shared/nav/clickTarget';
import { useGetDigitalColumnQuery } from '../../api/columnApi';
import { LinkTiles } from '../../components/LinkTiles/LinkTiles';
import { QueryState } from '../../components/QueryState/QueryState';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';

/** The digital-engineering solutions of the column as cards. */
function DigitalCards({ menu }: { menu: MenuEntry }) {
  const query = useGetDigitalColumnQuery({ fdId: menu.fdId });
  return (
    <QueryState query={query} isEmpty={(tiles) => tiles.length === 0}>
      {(tiles) => (
        <LinkTiles
          layout="cards"
          tiles={tiles.map((tile, i) => ({
            key: tile.fdId ?? `tile-${i}`,
            title: tile.fdName,
            summary: tile.content,
            image: tile.image,
            target: linkTarget(tile.jumpUrl),
          }))}
        />
      )}
    </QueryState>
  );
}

/** `/columnFolderList2/:fdCode`: digital-engineering column cards. */
function DigitalColumnPage() {
  return <ColumnFrame>{(menu) => <DigitalCards menu={menu} />}</ColumnFrame>;
}

export { DigitalColumnPage as Component };
