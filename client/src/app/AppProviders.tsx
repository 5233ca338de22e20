import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { intlFor } from '../i18n/intl';
import { useLocale } from '../state/useLocale';
import type { AppStore } from './store';

function LocalisedApp({ children }: { children: ReactNode }) {
  return <RawIntlProvider value={intlFor(useLocale())}>{children}</RawIntlProvider>;
}

/** Store and language around the app; the router goes inside, so pages and layout share both. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocalisedApp>{children}</LocalisedApp>
    </Provider>
  );
}
