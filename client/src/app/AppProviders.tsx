import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { intlFor } from '../i18n/intl';
import { LinkLocaleContext } from '../state/linkLocale';
import { useLocale } from '../state/useLocale';
import type { AppStore, RootState } from '../state/store';

function LocalisedApp({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <RawIntlProvider value={intlFor(locale)}>
      <LinkLocaleContext value={locale}>{children}</LinkLocaleContext>
    </RawIntlProvider>
  );
}

interface AppProvidersProps {
  store: AppStore;
  /**
   * The server's render draws this state, whatever the store receives meanwhile (an answer that comes
   * while the render runs): the page then carries the very state its markup was drawn from.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** Store and language around the app; the router goes inside, so pages and layout share both. */
export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <LocalisedApp>{children}</LocalisedApp>
    </Provider>
  );
}
