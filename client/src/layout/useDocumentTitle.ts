import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** `document.title` is the page's title and the site's name, or the site's name alone (home). */
export function useDocumentTitle(pageTitle: string | null): void {
  const intl = useIntl();
  useEffect(() => {
    const site = intl.formatMessage({ id: 'app.siteName' });
    document.title = pageTitle ? intl.formatMessage({ id: 'app.documentTitle' }, { page: pageTitle, site }) : site;
  }, [intl, pageTitle]);
}
