import { useId, type FormEvent, type FormHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, MAX_SEARCH_LENGTH } from '../../../../shared/constants';
import { getHref } from '../../../../shared/routes';
import { LANG_PARAM } from '../../../../shared/seo/languageLinks';
import { useLinkLocale } from '../../state/linkLocale';
import type { MessageId } from '../../i18n/messages';
import { useSiteSearch } from './useSiteSearch';

export interface SearchFieldClasses {
  form?: string;
  /** Without it the label is read by screen readers only. */
  label?: string;
  input?: string;
  button?: string;
}

interface SearchFieldProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'role' | 'className'> {
  value: string;
  onValueChange: (value: string) => void;
  /** The field's name, which also names the search landmark. */
  label: MessageId;
  classes: SearchFieldClasses;
  /** `icon`: a magnifier (its word for screen readers only); `text`: the word itself. */
  button: 'icon' | 'text';
}

/**
 * A search box of the site (the header's, the home page's): empty text does nothing, other text opens
 * the results page; Enter submits. A `GET` form to the results page in the page's language, so it
 * searches before the app's code has run, and without it. Where the text is kept is the caller's choice.
 */
export function SearchField({ value, onValueChange, label, classes, button, ...formProps }: SearchFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const labelId = useId();
  const search = useSiteSearch();
  const locale = useLinkLocale();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  return (
    <form
      {...formProps}
      className={classes.form}
      role="search"
      aria-labelledby={labelId}
      action={getHref('articlesearch', {})}
      method="get"
      onSubmit={submit}
    >
      {locale !== DEFAULT_LOCALE && <input type="hidden" name={LANG_PARAM} value={locale} />}
      <label id={labelId} className={classes.label ?? 'visually-hidden'} htmlFor={inputId}>
        {intl.formatMessage({ id: label })}
      </label>
      <input
        id={inputId}
        className={classes.input}
        type="search"
        name="inputValue"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={intl.formatMessage({ id: 'common.searchPlaceholder' })}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onValueChange(event.target.value)}
      />
      <button className={classes.button} type="submit">
        {button === 'icon' && (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
        <span className={button === 'icon' ? 'visually-hidden' : undefined}>
          {intl.formatMessage({ id: 'common.search' })}
        </span>
      </button>
    </form>
  );
}
