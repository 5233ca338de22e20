import type { Locale } from '../../../shared/constants';
import { useAppSelector } from './hooks';
import { selectLocale } from './localeSlice';

export function useLocale(): Locale {
  return useAppSelector(selectLocale);
}
