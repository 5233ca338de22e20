import type { MenuEntry } from '../../../shared/api/menu';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/constants';
import type { MenuRef } from './navSlice';
import type { AppStorage } from './storage';

/** Typed reads and writes of the values the app keeps in storage. */

export function readLocale(storage: AppStorage): Locale {
  const value = storage.read('locale');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function isMenuRef(value: unknown): value is MenuRef {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Partial<MenuRef>;
  return typeof ref.fdCode === 'string' && typeof ref.fdName === 'string' && typeof ref.fdId === 'number';
}

export function readMenuRef(storage: AppStorage, name: 'curNav' | 'parentNav'): MenuRef | null {
  const value = storage.read(name);
  return isMenuRef(value) ? value : null;
}

export function writeMenuRef(storage: AppStorage, name: 'curNav' | 'parentNav', ref: MenuRef | null): void {
  if (ref) storage.write(name, ref);
  else storage.remove(name);
}

/** The menu tree is kept for other windows of the site; the app itself reads it from the API cache. */
export function writeMenus(storage: AppStorage, menus: MenuEntry[]): void {
  storage.write('menus', menus);
}
