import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../state/pageMeta';

/** `document.title` is the page's title and the site's name, or the site's name alone (home). */
export function useDocumentTitle(pageTitle: string | null): void {
  const intl = useIntl();
  const site = intl.formatMessage({ id: 'app.siteName' });
  const title = pageTitle ? intl.formatMessage({ id: 'app.documentTitle' }, { page: pageTitle, site }) : site;
  usePageMeta({ documentTitle: title, pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
