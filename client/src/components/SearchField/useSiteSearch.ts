import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../../../shared/routes';
import { localiseLink } from '../../../../shared/seo/languageLinks';
import { useLinkLocale } from '../../state/linkLocale';

/** The site's search rule: nothing happens for empty text, otherwise the results page opens, in the page's language. */
export function useSiteSearch(): (text: string) => void {
  const navigate = useNavigate();
  const locale = useLinkLocale();
  return useCallback(
    (text: string) => {
      const query = text.trim();
      if (query !== '') void navigate(localiseLink(getHref('articlesearch', {}, { inputValue: query }), locale));
    },
    [locale, navigate],
  );
}
