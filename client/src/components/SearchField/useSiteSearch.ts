import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../../../shared/routes';

/** The site's search rule: nothing happens for empty text, otherwise the results page opens. */
export function useSiteSearch(): (text: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (text: string) => {
      const query = text.trim();
      if (query !== '') void navigate(getHref('articlesearch', {}, { inputValue: query }));
    },
    [navigate],
  );
}
