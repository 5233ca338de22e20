import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { writeMenus } from '../state/persisted';
import { browserStorage } from '../state/storage';
import { useLocale } from '../state/useLocale';
import { ToastRegion } from '../components/Toast/ToastRegion';
import { LANGUAGE_TAGS } from '../i18n/messages';
import { Header } from './header/Header';
import { useMenus } from './nav/useMenus';
import styles from './RootLayout.module.css';

// The footer is at the bottom of every page: its code loads after the entry's, and a server-rendered
// page shows its markup meanwhile (hydration waits for the code without redrawing it).
const Footer = lazy(() => import('./footer/Footer').then(({ Footer }) => ({ default: Footer })));

/** `<html lang>` follows the language; the menu tree is kept in storage for other windows. */
function useDocumentSync() {
  const locale = useLocale();
  const { menus, settled } = useMenus();
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
  }, [locale]);
  useEffect(() => {
    if (settled && menus.length > 0) writeMenus(browserStorage(), menus);
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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
