import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../SiteLink/SiteLink';
import { clampPage, pageCountOf, pagerItems } from '../../../../shared/paging/pagerModel';
import type { PageQueryControls } from './usePageQuery';
import styles from './Pager.module.css';

interface PagerProps {
  query: PageQueryControls;
  total: number;
}

/** Jump-to box: goes on Enter or when left, to the nearest existing page. */
function Jumper({ query, count }: { query: PageQueryControls; count: number }) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState('');
  const submit = () => {
    const wanted = Number.parseInt(text, 10);
    setText('');
    if (Number.isNaN(wanted)) return;
    const page = clampPage(wanted, count);
    if (page !== query.page) query.go({ page, size: query.size });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const input = (
    <input
      id={inputId}
      className={styles.jumpInput}
      type="number"
      inputMode="numeric"
      min={1}
      max={count}
      value={text}
      aria-label={intl.formatMessage({ id: 'pager.jumperLabel' })}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={submit}
      data-pager="jumper"
    />
  );
  return (
    <span className={styles.jumper}>
      <FormattedMessage id="pager.jumper" values={{ input }} />
    </span>
  );
}

/**
 * The pager (total, sizes, prev, pager, next, jumper). Pages are links, so they can be
 * opened in a new tab and the browser's history follows them.
 */
export function Pager({ query, total }: PagerProps) {
  const intl = useIntl();
  const count = pageCountOf(total, query.size);
  const current = clampPage(query.page, count);
  const previous = current > 1 ? query.hrefOf({ page: current - 1, size: query.size }) : null;
  const next = current < count ? query.hrefOf({ page: current + 1, size: query.size }) : null;

  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'pager.label' })} data-pager="">
      <span className={styles.total} data-pager="total">
        <FormattedMessage id="pager.total" values={{ total }} />
      </span>
      {query.sizes.length > 1 && (
        <select
          className={styles.sizes}
          value={query.size}
          aria-label={intl.formatMessage({ id: 'pager.pageSizeLabel' })}
          onChange={(event) => query.go({ page: 1, size: Number(event.target.value) })}
          data-pager="sizes"
        >
          {query.sizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage({ id: 'pager.pageSize' }, { size })}
            </option>
          ))}
        </select>
      )}
      <ul className={styles.pages}>
        <li>
          {previous === null ? (
            <span className={styles.step} aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'pager.previous' })}</span>
            </span>
          ) : (
            <SiteLink className={styles.step} to={previous} rel="prev" data-pager="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'pager.previous' })}</span>
            </SiteLink>
          )}
        </li>
        {pagerItems(current, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.side}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                className={styles.page}
                to={query.hrefOf({ page: item.page, size: query.size })}
                aria-current={item.current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pager.page' }, { page: item.page })}
                data-pager="page"
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        <li>
          {next === null ? (
            <span className={styles.step} aria-disabled="true">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'pager.next' })}</span>
            </span>
          ) : (
            <SiteLink className={styles.step} to={next} rel="next" data-pager="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'pager.next' })}</span>
            </SiteLink>
          )}
        </li>
      </ul>
      <Jumper query={query} count={count} />
    </nav>
  );
}
