import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../../../shared/constants';
import { getHref } from '../../../../../shared/routes';
import styles from './QuickAccess.module.css';

/** The home page's search box, labelled for advanced search; the same rules as the header's (SPEC §5). */
export function HomeSearch() {
  const intl = useIntl();
  const inputId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (text === '') return;
    void navigate(getHref('articlesearch', {}, { inputValue: text }));
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit} data-home-search>
      <label className={styles.searchLabel} htmlFor={inputId}>
        {intl.formatMessage({ id: 'common.advancedSearch' })}
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        name="inputValue"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={intl.formatMessage({ id: 'common.searchPlaceholder' })}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setValue(event.target.value)}
      />
      <button className={styles.searchButton} type="submit">
        {intl.formatMessage({ id: 'common.search' })}
      </button>
    </form>
  );
}
