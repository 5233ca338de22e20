import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_SEARCH_LENGTH } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { searchInputChanged, selectSearchInput } from '../../state/uiSlice';
import styles from './SearchBox.module.css';
import { useSiteSearch } from './useSiteSearch';

/** The header search (SPEC §5): empty input does nothing; otherwise go to the results; Enter submits. */
export function SearchBox() {
  const intl = useIntl();
  const inputId = useId();
  const search = useSiteSearch();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectSearchInput);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {intl.formatMessage({ id: 'common.siteSearch' })}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="inputValue"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={intl.formatMessage({ id: 'common.searchPlaceholder' })}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => dispatch(searchInputChanged(event.target.value))}
      />
      <button className={styles.submit} type="submit" aria-label={intl.formatMessage({ id: 'common.search' })}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
