import type { NavTarget } from '../../../../shared/nav/clickTarget';
import { cx } from '../../styles/cx';
import { TargetLink } from '../TargetLink/TargetLink';
import styles from './LinkTiles.module.css';
import { CmsPicture } from '../CmsPicture/CmsPicture';

/**
 * How wide a picture is drawn: tiles of at least 240 px in the content column (about 860 px wide on a
 * desktop), one to a row on phones; cards two to a row with the picture on 42 % of each, one to a row below
 * 769 px, and the picture the card's full width below 481 px.
 */
const PICTURE_SIZES: Readonly<Record<'tiles' | 'cards', string>> = {
  tiles: '(max-width: 480px) 100vw, (max-width: 900px) 50vw, 300px',
  cards: '(max-width: 480px) 100vw, (max-width: 768px) 42vw, 200px',
};

export interface LinkTile {
  key: string | number;
  title: string;
  summary: string | null;
  image: string | null;
  /** Where the tile goes: inside the app, or a new window for an http(s) link. */
  target: NavTarget | null;
  /** Called before following the link (a menu tile stores the chosen menu for the sidebar). */
  onChoose?: () => void;
}

interface LinkTilesProps {
  tiles: readonly LinkTile[];
  /** `tiles` picture above the text; `cards` picture beside the text, larger. */
  layout?: 'tiles' | 'cards';
}

/** Pictures with a name and a short text, each leading to its page (folder tiles, service cards). */
export function LinkTiles({ tiles, layout = 'tiles' }: LinkTilesProps) {
  return (
    <ul className={cx(styles.list, styles[layout])} data-link-tiles={layout}>
      {tiles.map((tile) => {
        const body = (
          <>
            <span className={styles.pictureBox}>
              {tile.image ? (
                <CmsPicture
                  className={styles.picture}
                  src={tile.image}
                  sizes={PICTURE_SIZES[layout]}
                  width={800}
                  height={500}
                  loading="lazy"
                />
              ) : (
                <span className={styles.placeholder} aria-hidden="true" />
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.title} data-tile-title="">
                {tile.title}
              </span>
              {tile.summary && <span className={styles.summary}>{tile.summary}</span>}
            </span>
          </>
        );
        return (
          <li key={tile.key} className={styles.item}>
            <TargetLink
              to={tile.target}
              className={styles.link}
              onClick={tile.onChoose}
              fallback={<div className={styles.link}>{body}</div>}
            >
              {body}
            </TargetLink>
          </li>
        );
      })}
    </ul>
  );
}
