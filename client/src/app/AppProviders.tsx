import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { DEFAULT_LOCALE } from '../../../shared/constants';
import { LANGUAGE_TAGS, messagesFor } from '../i18n/messages';
import { useLocale } from '../state/useLocale';
import type { AppStore, RootState } from './store';

/**
 * Every error of a message (one missing from the loaded parts, a wrong argument) goes to the console, in
 * every build: react-intl reports them only in development, and a visitor would see a message's id.
 */
function reportMessageError(error: Error): void {
  console.error(error);
}

function LocalisedApp({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider
      locale={LANGUAGE_TAGS[locale]}
      defaultLocale={LANGUAGE_TAGS[DEFAULT_LOCALE]}
      messages={messagesFor(locale)}
      onError={reportMessageError}
    >
      {children}
    </IntlProvider>
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
