import type { ThreeFolderBlock } from '../../../../../shared/api/home';

/** The home page shows the second and third of the three folders; the first is the news. */
export function shownFolderBlocks(blocks: readonly ThreeFolderBlock[]): readonly ThreeFolderBlock[] {
  return blocks.slice(1, 3);
}
