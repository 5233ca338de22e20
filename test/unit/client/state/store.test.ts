import { describe, expect, it } from 'vitest';
import { localeChanged, selectLocale } from '../../../../client/src/state/localeSlice.js';
import { menuChosen, selectCurNav } from '../../../../client/src/state/navSlice.js';
import { setupStore } from '../../../../client/src/state/store.js';
import { searchInputChanged, selectSearchInput } from '../../../../client/src/state/uiSlice.js';
import { errorToastShown, selectToasts, toastClosed } from '../../../../client/src/state/toastSlice.js';

const ref = {
  fdId: 11,
  fdCode: 'gsjj',
  fdName: '公司简介',
  parentCode: 'gywm',
  level: 2,
  jumpUrl: '/columndetail/gsjj',
};

describe('setupStore', () => {
  it('builds independent stores from the preloaded state', () => {
    const english = setupStore({ locale: { value: 'en' } });
    const chinese = setupStore();
    expect(selectLocale(english.getState())).toBe('en');
    expect(selectLocale(chinese.getState())).toBe('zh');
    chinese.dispatch(searchInputChanged('乙烯'));
    expect(selectSearchInput(english.getState())).toBe('');
  });

  it('clears the search input and the chosen menu when the language changes', () => {
    const store = setupStore({ nav: { curNav: ref, parentNav: null } });
    store.dispatch(searchInputChanged('乙烯'));
    store.dispatch(localeChanged('en'));
    expect(selectSearchInput(store.getState())).toBe('');
    expect(selectCurNav(store.getState())).toBeNull();
    store.dispatch(menuChosen({ curNav: ref, parentNav: null }));
    expect(selectCurNav(store.getState())).toEqual(ref);
  });

  it('shows each distinct error once, at most three at a time, until closed', () => {
    const store = setupStore();
    for (const text of ['a', 'a', 'b', 'c', 'd']) store.dispatch(errorToastShown({ text, messageId: null }));
    expect(selectToasts(store.getState()).map((t) => t.text)).toEqual(['b', 'c', 'd']);
    const first = selectToasts(store.getState())[0];
    if (first) store.dispatch(toastClosed(first.id));
    expect(selectToasts(store.getState()).map((t) => t.text)).toEqual(['c', 'd']);
  });
});
