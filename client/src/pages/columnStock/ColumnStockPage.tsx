import { FormattedMessage } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import { MENU_CODES } from '../../../../shared/constants';
import { LinkTiles } from '../../components/LinkTiles/LinkTiles';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import { useColumnFacts } from '../../layout/nav/useColumnFacts';
import { useMenuTiles } from '../../layout/nav/useMenuTiles';
import styles from './ColumnStockPage.module.css';
import { StockInformation } from './StockInformation';

const INVESTOR_RELATIONS_CODES: readonly string[] = Object.values(MENU_CODES.investorRelations);

/** The investor-relations column: its summary, the stock information and its sections. */
function InvestorRelations({ menu }: { menu: MenuEntry }) {
  const tiles = useMenuTiles(menu.children);
  const { content } = useColumnFacts()(menu.fdCode);
  return (
    <div className={styles.page}>
      {content && <p className={styles.intro}>{content}</p>}
      <StockInformation />
      {menu.children.length > 0 && (
        <section className={styles.block} aria-labelledby="investor-sections">
          <h2 id="investor-sections" className={styles.blockHeading}>
            <FormattedMessage id="pages.sectionsHeading" />
          </h2>
          <LinkTiles tiles={tiles} />
        </section>
      )}
    </div>
  );
}

/**
 * `/columnstock/:fdCode`: stock information with the share-price charts (`gpxx` / `egpxx`); the
 * investor-relations column (`tzzgx` / `etzzgx`) adds its sections.
 */
function ColumnStockPage() {
  return (
    <ColumnFrame fallbackHeading="page.stock">
      {(menu) =>
        INVESTOR_RELATIONS_CODES.includes(menu.fdCode) ? (
          <InvestorRelations menu={menu} />
        ) : (
          <div className={styles.page}>
            <StockInformation />
          </div>
        )
      }
    </ColumnFrame>
  );
}

export { ColumnStockPage as Component };
