import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FOLDER_IDS, TICKER_SYMBOLS } from '../../../../../shared/constants';
import { stockChartHref } from '../../../../../shared/api/stockChart';
import { useGetShareQuotesQuery } from '../../../api/stockApi';
import { useLocale } from '../../../state/useLocale';
import { useGetHomeFixedFolderQuery } from '../fixedFolderApi';
import { SectionHead } from '../SectionHead';
import section from '../Section.module.css';
import { NoticeTabs } from './NoticeTabs';
import { useQuoteName } from '../../../i18n/useQuoteName';
import { ShareTicker } from './ShareTicker';
import styles from './InvestorBlock.module.css';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

/** The investor block: the share-price ticker and chart, and the disclosure notices. */
function InvestorBlock() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const [symbol, setSymbol] = useState<string>(TICKER_SYMBOLS[0]);
  const head = useDeferredValue(
    useGetHomeFixedFolderQuery({ fdId: FOLDER_IDS.investorHeader[locale], flag: locale }).currentData,
  );
  const sharesQuery = useGetShareQuotesQuery(undefined);
  const shares = useDeferredValue(sharesQuery.currentData);
  const quotes = shares?.quotes ?? [];
  const chosen = quotes.find((quote) => `${quote.market}${quote.code}` === symbol);
  const quoteName = useQuoteName();
  return (
    <section className={`${section.section} ${styles.investor}`} aria-labelledby={titleId} data-block="investor">
      {head?.backGroundImage && (
        <CmsPicture
          className={styles.background}
          src={head.backGroundImage}
          // The background fills the window's width.
          sizes="100vw"
          width={1920}
          height={600}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={`${section.inner} ${styles.inner}`}>
        <SectionHead
          titleId={titleId}
          title={head?.fdName ?? intl.formatMessage({ id: 'common.investorRelations' })}
          introHtml={head?.fdContent}
          moreUrl={head?.jumpUrl}
          inverse
        />
        <div className={styles.body}>
          <div className={styles.card}>
            {!shares && sharesQuery.isError ? (
              <EmptyState kind="noData" compact />
            ) : (
              <ShareTicker quotes={quotes} selected={symbol} onSelect={setSymbol} />
            )}
            <img
              className={styles.chart}
              src={stockChartHref(symbol, locale)}
              alt={intl.formatMessage(
                { id: 'share.chartAlt' },
                { name: chosen ? quoteName(chosen) : symbol.toUpperCase() },
              )}
              width={720}
              height={400}
              loading="lazy"
              decoding="async"
              data-stock-chart={symbol}
            />
          </div>
          <div className={styles.card}>
            <NoticeTabs />
          </div>
        </div>
      </div>
    </section>
  );
}

export default InvestorBlock;
