import { DATE_LENGTH } from '../constants.js';

/** The date shown for a `publishTime` (its first 10 characters), or '' when there is none. */
export function publishDate(publishTime: string | null | undefined): string {
  return (publishTime ?? '').trim().slice(0, DATE_LENGTH);
}
