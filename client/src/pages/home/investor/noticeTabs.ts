import type { NoticeBlock } from '../../../../../shared/api/home';
import type { Locale } from '../../../../../shared/constants';

/** The notice tabs of a language: every block in Chinese, only the first in English. */
export function noticeTabs(blocks: readonly NoticeBlock[], locale: Locale): readonly NoticeBlock[] {
  return locale === 'en' ? blocks.slice(0, 1) : blocks;
}
