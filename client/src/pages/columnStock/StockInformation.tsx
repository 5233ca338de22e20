import { FormattedMessage, useIntl } from 'react-intl';
import type { ShareQuote } from '../../../../shared/api/share';
import { stockChartHref } from '../../../../shared/api/stockChart';
import { TICKER_SYMBOLS } from '../../../../shared/constants';
import { useGetShareQuotesQuery } from '../../api/stockApi';
import { QueryState } from '../../components/QueryState/QueryState';
import { useQuoteName } from '../../i18n/useQuoteName';
import { useLocale } from '../../state/useLocale';
import { cx } from '../../styles/cx';
import styles from './ColumnStockPage.module.css';

/** The chart pictures the finance site draws are 720 × 400. */
const CHART_WIDTH = 720;
const CHART_HEIGHT = 400;

const symbolOf = (quote: ShareQuote) => `${quote.market}${quote.code}`;

function signed(value: number, digits = 2): string {
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

function QuoteCard({ quote }: { quote: ShareQuote }) {
  const intl = useIntl();
  const quoteName = useQuoteName();
  const facts = [
    { id: 'share.change', value: signed(quote.change) },
    { id: 'share.changePercent', value: `${signed(quote.changePercent)}%` },
    { id: 'share.updatedAt', value: quote.time },
  ] as const;
  return (
    <li className={cx(styles.quote, quote.direction === 'down' ? styles.down : styles.up)} data-quote={symbolOf(quote)}>
      <p className={styles.quoteName}>
        {quoteName(quote)}
        <span className={styles.quoteCode}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'pages.stockCode' })} </span>
          {symbolOf(quote).toUpperCase()}
        </span>
      </p>
      <p className={styles.price}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'share.price' })} </span>
        {quote.price.toFixed(2)}
        <span className={styles.arrow} aria-hidden="true">
          {quote.direction === 'down' ? '▼' : '▲'}
        </span>
        <span className="visually-hidden">
          {intl.formatMessage({ id: quote.direction === 'down' ? 'pages.directionDown' : 'pages.directionUp' })}
        </span>
      </p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.id}>
            <dt>{intl.formatMessage({ id: fact.id })}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The two listed companies' quotes and their share-price charts. The charts come through the BFF's
 * `/stock-chart/<symbol>` in the page's language, which sends the browser on to the operator's finance site.
 */
export function StockInformation() {
  const intl = useIntl();
  const locale = useLocale();
  const query = useGetShareQuotesQuery(undefined);
  const quoteName = useQuoteName();
  const nameOf = (symbol: string) => {
    const quote = query.currentData?.quotes.find((q) => symbolOf(q) === symbol);
    return quote ? quoteName(quote) : symbol.toUpperCase();
  };

  return (
    <>
      <section className={styles.block} aria-labelledby="stock-quotes">
        <h2 id="stock-quotes" className={styles.blockHeading}>
          <FormattedMessage id="pages.quotesHeading" />
        </h2>
        <QueryState query={query} isEmpty={(data) => data.quotes.length === 0}>
          {(data) => (
            <ul className={styles.quotes}>
              {data.quotes.map((quote) => (
                <QuoteCard key={symbolOf(quote)} quote={quote} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className={styles.block} aria-labelledby="stock-charts">
        <h2 id="stock-charts" className={styles.blockHeading}>
          <FormattedMessage id="pages.chartsHeading" />
        </h2>
        <ul className={styles.charts}>
          {TICKER_SYMBOLS.map((symbol) => (
            <li key={symbol} className={styles.chart}>
              <img
                src={stockChartHref(symbol, locale)}
                alt={intl.formatMessage({ id: 'share.chartAlt' }, { name: nameOf(symbol) })}
                width={CHART_WIDTH}
                height={CHART_HEIGHT}
                loading="lazy"
                data-stock-chart={symbol}
              />
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          <FormattedMessage id="pages.stockNote" />
        </p>
      </section>
    </>
  );
}
