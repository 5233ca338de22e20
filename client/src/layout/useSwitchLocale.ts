import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../shared/constants';
import { useAppDispatch } from '../state/hooks';
import { localeChanged } from '../state/localeSlice';
import { writeMenuRef } from '../state/persisted';
import { releaseHeldParts } from '../components/LazyPart/useHeldLazy';
import { loadAllMessages } from '../i18n/messages';
import { rememberLocale } from '../state/localeMemory';
import { browserStorage } from '../state/storage';
import { HOME_PATH } from './homePaths';

/**
 * The language switch: save the choice, set the UI language (which clears the search input
 * and the chosen menu, whose codes belong to the other tree), and go home. Menus, home, footer and
 * column data reload because every language-dependent query carries the flag.
 */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (locale: Locale) => {
      // The strings come first, so the new language never renders with missing ones; the parts that still
      // hold the server's markup hydrate first, in the language they were drawn in.
      releaseHeldParts();
      await loadAllMessages(locale);
      const storage = browserStorage();
      rememberLocale(storage, locale);
      writeMenuRef(storage, 'curNav', null);
      writeMenuRef(storage, 'parentNav', null);
      dispatch(localeChanged(locale));
      void navigate(HOME_PATH);
    },
    [dispatch, navigate],
  );
}
