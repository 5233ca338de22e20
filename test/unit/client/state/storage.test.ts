import { beforeEach, describe, expect, it } from 'vitest';
import { isMenuRef, readLocale, readMenuRef, writeMenuRef } from '../../../../client/src/state/persisted.js';
import { createStorage, type AppStorage } from '../../../../client/src/state/storage.js';
import { BLOCKED_STORAGE, MemoryStorage } from '../../../helpers/memoryStorage.js';

const NOW = 1_767_225_600_000;
const ref = { fdId: 12, fdCode: 'ldtd', fdName: '领导团队', parentCode: 'gywm', level: 2, jumpUrl: '/leaders' };

describe('storage helper', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  let storage: AppStorage;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    storage = createStorage({ local, session }, () => NOW);
  });

  it('writes an entry with name, content, data type, type flag and time to localStorage', () => {
    expect(storage.write('locale', 'en')).toBe(true);
    expect(JSON.parse(local.getItem('locale') ?? '')).toEqual({
      name: 'locale',
      content: 'en',
      dataType: 'string',
      type: false,
      datetime: NOW,
    });
    expect(session.getItem('locale')).toBeNull();
  });

  it('writes an entry with the type flag to sessionStorage and drops an older local copy', () => {
    storage.write('curNav', ref);
    storage.write('curNav', ref, { session: true });
    expect(local.getItem('curNav')).toBeNull();
    expect(JSON.parse(session.getItem('curNav') ?? '')).toMatchObject({ content: ref, dataType: 'object', type: true });
  });

  it('reads localStorage first, then sessionStorage', () => {
    session.setItem('menus', JSON.stringify({ name: 'menus', content: ['session'], dataType: 'object' }));
    expect(storage.read('menus')).toEqual(['session']);
    local.setItem('menus', JSON.stringify({ name: 'menus', content: ['local'], dataType: 'object' }));
    expect(storage.read('menus')).toEqual(['local']);
  });

  it('reads plain values written by other tools', () => {
    local.setItem('locale', 'en');
    expect(storage.read('locale')).toBe('en');
    local.setItem('locale', '"zh"');
    expect(storage.read('locale')).toBe('zh');
    local.setItem('menus', '[1,2]');
    expect(storage.read('menus')).toEqual([1, 2]);
  });

  it('is null for a key that is not stored', () => {
    expect(storage.read('parentNav')).toBeNull();
  });

  it('removes a key from both areas', () => {
    local.setItem('curNav', 'a');
    session.setItem('curNav', 'b');
    storage.remove('curNav');
    expect(storage.read('curNav')).toBeNull();
  });

  it('survives storage that is missing or refuses every use', () => {
    for (const areas of [
      { local: null, session: null },
      { local: BLOCKED_STORAGE, session: BLOCKED_STORAGE },
    ]) {
      const broken = createStorage(areas);
      expect(broken.write('locale', 'en')).toBe(false);
      expect(broken.write('locale', 'en', { session: true })).toBe(false);
      expect(broken.read('locale')).toBeNull();
      expect(() => broken.remove('locale')).not.toThrow();
    }
  });

  it('still reads the other area when one is blocked', () => {
    session.setItem('locale', 'en');
    expect(createStorage({ local: BLOCKED_STORAGE, session }).read('locale')).toBe('en');
  });
});

describe('stored values', () => {
  it('reads the locale from an entry or a plain value, and falls back to Chinese', () => {
    const local = new MemoryStorage();
    const storage = createStorage({ local, session: null });
    expect(readLocale(storage)).toBe('zh');
    storage.write('locale', 'en');
    expect(readLocale(storage)).toBe('en');
    local.setItem('locale', 'en');
    expect(readLocale(storage)).toBe('en');
    local.setItem('locale', 'fr');
    expect(readLocale(storage)).toBe('zh');
  });

  it('reads back a chosen menu and ignores anything else stored under its key', () => {
    const local = new MemoryStorage();
    const storage = createStorage({ local, session: null });
    writeMenuRef(storage, 'curNav', ref);
    expect(readMenuRef(storage, 'curNav')).toEqual(ref);
    local.setItem('parentNav', '{"fdCode":7}');
    expect(readMenuRef(storage, 'parentNav')).toBeNull();
    writeMenuRef(storage, 'curNav', null);
    expect(local.getItem('curNav')).toBeNull();
    expect(isMenuRef('gywm')).toBe(false);
  });
});
