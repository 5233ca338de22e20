import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { writeMenus } from '../state/persisted';
import { browserStorage } from '../state/storage';
import { useLocale } from '../state/useLocale';
import { LazyPart } from '../components/LazyPart/LazyPart';
import { whenIdle } from '../components/LazyPart/pageActivity';
import { ToastRegion } from '../components/Toast/ToastRegion';
import { LANGUAGE_TAGS } from '../i18n/messages';
import { Header } from './header/Header';
import { useMenuSubscription } from './nav/useMenus';
import styles from './RootLayout.module.css';

// The footer is at the bottom of every page: a part of its own (see LazyPart), whose code loads when the
// visitor comes near it; a server-rendered page shows its markup meanwhile.
const loadFooter = () => import('./footer/Footer').then(({ Footer }) => ({ default: Footer }));

/**
 * `<html lang>` follows the language; the menu tree is loaded for the page (the one subscription to it),
 * and kept in storage for other windows.
 */
function useDocumentSync() {
  const locale = useLocale();
  const { menus, settled } = useMenuSubscription();
  useEffect(() => {
    const html = document.documentElement;
    // Only when it changes: setting it, even to the same value, restyles the whole page.
    if (html.lang !== LANGUAGE_TAGS[locale]) html.lang = LANGUAGE_TAGS[locale];
  }, [locale]);
  useEffect(() => {
    if (!settled || menus.length === 0) return undefined;
    // Once the browser is idle: serialising the tree and writing storage is synchronous work for other
    // windows, which would otherwise lengthen the last task of a server-rendered page's hydration.
    return whenIdle(() => writeMenus(browserStorage(), menus));
  }, [menus, settled]);
}

export function RootLayout() {
  const intl = useIntl();
  useDocumentSync();
  return (
    <>
      <a className={styles.skip} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <Header />
      <ToastRegion />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <LazyPart load={loadFooter} data-part="footer" />
      <ScrollRestoration />
    </>
  );
}
