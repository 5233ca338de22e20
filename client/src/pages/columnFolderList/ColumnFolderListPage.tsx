import type { Folder } from '../../../../shared/api/folder';
import type { MenuEntry } from '../../../../shared/api/menu';
import { linkTarget } from '../../../../shared/nav/clickTarget';
import { findMenuByCode } from '../../../../shared/nav/findMenu';
import { useGetSubFoldersQuery } from '../../api/columnApi';
import { LinkTiles, type LinkTile } from '../../components/LinkTiles/LinkTiles';
import { QueryState } from '../../components/QueryState/QueryState';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import { useChooseMenu } from '../../layout/nav/useChooseMenu';
import { useMenus } from '../../layout/nav/useMenus';

/** The column's sub-folders as tiles; a tile that is a menu is remembered as chosen. */
function FolderTiles({ menu }: { menu: MenuEntry }) {
  const query = useGetSubFoldersQuery({ fdId: menu.fdId });
  const { menus } = useMenus();
  const choose = useChooseMenu();
  const toTile = (folder: Folder): LinkTile => {
    const asMenu = findMenuByCode(menus, folder.fdCode);
    return {
      key: folder.fdCode ?? folder.fdId,
      title: folder.fdName,
      summary: folder.content,
      image: folder.image,
      target: linkTarget(folder.jumpUrl),
      onChoose: asMenu ? () => choose(asMenu) : undefined,
    };
  };
  return (
    <QueryState query={query} isEmpty={(folders) => folders.length === 0}>
      {(folders) => <LinkTiles tiles={folders.map(toTile)} />}
    </QueryState>
  );
}

/** `/columnFolderList/:fdCode`: tiles leading to each sub-folder's page. */
function ColumnFolderListPage() {
  return <ColumnFrame>{(menu) => <FolderTiles menu={menu} />}</ColumnFrame>;
}

export { ColumnFolderListPage as Component };
