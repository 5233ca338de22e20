import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { NavTarget } from '../../../../shared/nav/clickTarget';
import { cx } from '../../styles/cx';
import styles from './LinkTiles.module.css';

export interface LinkTile {
  key: string | number;
  title: string;
  summary: string | null;
  image: string | null;
  /** Where the tile goes: inside the app, or a new window for an http(s) link (SPEC §2). */
  target: NavTarget | null;
  /** Called before following the link (a menu tile stores the chosen menu, SPEC §4). */
  onChoose?: () => void;
}

interface LinkTilesProps {
  tiles: readonly LinkTile[];
  /** `tiles` picture above the text; `cards` picture beside the text, larger. */
  layout?: 'tiles' | 'cards';
}

function TileLink({ tile, className, children }: { tile: LinkTile; className?: string; children: ReactNode }) {
  if (tile.target === null) return <div className={className}>{children}</div>;
  if (tile.target.kind === 'external') {
    return (
      <a className={className} href={tile.target.url} target="_blank" rel="noopener noreferrer" onClick={tile.onChoose}>
        {children}
        <span className="visually-hidden">
          <FormattedMessage id="common.opensInNewWindow" />
        </span>
      </a>
    );
  }
  return (
    <Link className={className} to={tile.target.path} onClick={tile.onChoose}>
      {children}
    </Link>
  );
}

/** Pictures with a name and a short text, each leading to its page (folder tiles, service cards). */
export function LinkTiles({ tiles, layout = 'tiles' }: LinkTilesProps) {
  return (
    <ul className={cx(styles.list, styles[layout])} data-link-tiles={layout}>
      {tiles.map((tile) => (
        <li key={tile.key} className={styles.item}>
          <TileLink tile={tile} className={styles.link}>
            <span className={styles.pictureBox}>
              {tile.image ? (
                <img className={styles.picture} src={tile.image} alt="" width={800} height={500} loading="lazy" />
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
          </TileLink>
        </li>
      ))}
    </ul>
  );
}
