import { useIntl } from 'react-intl';
import { useScriptsRun } from '../../../hooks/useScriptsRun';
import type { ShareQuote } from '../../../../../shared/api/share';
import { useQuoteName } from '../../../i18n/useQuoteName';
import { quoteFigures } from './quoteFigures';
import styles from './InvestorBlock.module.css';

function QuoteCard({ quote, selected, onSelect }: { quote: ShareQuote; selected: boolean; onSelect: () => void }) {
  const intl = useIntl();
  // A card chooses the chart once the code runs; before, and without scripts, it only shows the quote.
  const choosable = useScriptsRun();
  const Card = choosable ? 'button' : 'div';
  const name = useQuoteName()(quote);
  const figures = quoteFigures(quote);
  return (
    <li>
      <Card
        {...(choosable ? { type: 'button', 'aria-pressed': selected, onClick: onSelect } : {})}
        className={`${styles.quote} ${quote.direction === 'down' ? styles.down : styles.up}`}
        data-quote={figures.symbol}
        data-direction={quote.direction}
      >
        <span className={styles.quoteName}>
          {name}
          <span className={styles.quoteCode}>{figures.symbol.toUpperCase()}</span>
        </span>
        <span className={styles.quotePrice} data-price>
          <span className="visually-hidden">{intl.formatMessage({ id: 'share.price' })}</span>
          {figures.price}
        </span>
        <span className={styles.quoteChange}>
          <span aria-hidden="true">{quote.direction === 'down' ? '▼' : '▲'}</span>
          <span className="visually-hidden">{intl.formatMessage({ id: 'share.change' })}</span>
          {figures.change}
          <span className="visually-hidden">{intl.formatMessage({ id: 'share.changePercent' })}</span>
          {figures.changePercent}
        </span>
        <span className={styles.quoteTime}>
          {intl.formatMessage({ id: 'share.updatedAt' })} {quote.time}
        </span>
      </Card>
    </li>
  );
}

/**
 * The share-price ticker: one card per listed company, styled down when the change is
 * negative and up otherwise; choosing a card shows that company's chart.
 */
export function ShareTicker({
  quotes,
  selected,
  onSelect,
}: {
  quotes: readonly ShareQuote[];
  selected: string;
  onSelect: (symbol: string) => void;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.ticker} aria-label={intl.formatMessage({ id: 'common.stockInformation' })} data-ticker>
      {quotes.map((quote) => {
        const symbol = `${quote.market}${quote.code}`;
        return (
          <QuoteCard key={symbol} quote={quote} selected={symbol === selected} onSelect={() => onSelect(symbol)} />
        );
      })}
    </ul>
  );
}
