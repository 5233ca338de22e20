import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_SEARCH_LENGTH } from '../../../../../shared/constants';
import { useSiteSearch } from '../../../layout/header/useSiteSearch';
import styles from './QuickAccess.module.css';

/** The home page's search box, labelled for advanced search; the same rules as the header's (SPEC §5). */
export function HomeSearch() {
  const intl = useIntl();
  const inputId = useId();
  const labelId = useId();
  const search = useSiteSearch();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  return (
    <form className={styles.search} role="search" aria-labelledby={labelId} onSubmit={submit} data-home-search>
      <label id={labelId} className={styles.searchLabel} htmlFor={inputId}>
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
