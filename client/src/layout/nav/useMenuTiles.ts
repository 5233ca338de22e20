import type { MenuEntry } from '../../../../shared/api/menu';
import { menuClickTarget } from '../../../../shared/nav/clickTarget';
import type { LinkTile } from '../../components/LinkTiles/LinkTiles';
import { useChooseMenu } from './useChooseMenu';
import { useColumnFacts } from './useColumnFacts';

/** A menu's children as link tiles: name, description and picture, each following the click rules. */
export function useMenuTiles(menus: readonly MenuEntry[]): LinkTile[] {
  const choose = useChooseMenu();
  const factsOf = useColumnFacts();
  return menus.map((child) => ({
    key: child.fdCode,
    title: child.fdName,
    summary: factsOf(child.fdCode).content,
    image: factsOf(child.fdCode).image,
    target: menuClickTarget(child),
    onChoose: () => choose(child),
  }));
}
