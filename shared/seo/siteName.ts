import type { SiteInfo } from '../api/site.js';

/** The all-rights-reserved note at the end of the CMS's `name`, with the space or comma before it. */
const RIGHTS_NOTE = /[\s,，;；]*(?:版权所有|all rights reserved)[\s.。!！]*$/iu;
/** "Copyright © 2025-2026 " at the start of the CMS's `copyright` line. */
const COPYRIGHT_PREFIX = /^\s*(?:copyright\b\s*)?(?:©|\(c\))?\s*(?:\d{4}(?:\s*[-–—]\s*\d{4})?\s*)?/iu;

/**
 * The site's name as titles write it. The CMS's `name` is the company's name followed by its
 * all-rights-reserved note ("衡川化学工程集团有限公司 版权所有", which the footer shows as it is), so the
 * note is cut off; without a `name`, the `copyright` line without its "Copyright © years". Null when the
 * site record names nothing.
 */
export function siteNameOf(site: Pick<SiteInfo, 'name' | 'copyright'> | null | undefined): string | null {
  const fromName = site?.name?.replace(RIGHTS_NOTE, '').trim();
  if (fromName) return fromName;
  const fromCopyright = site?.copyright?.replace(COPYRIGHT_PREFIX, '').replace(RIGHTS_NOTE, '').trim();
  return fromCopyright || null;
}
