import { FOOTER_LINK_CODE, SITE_CODES, type Locale } from '../../../shared/constants.js';
import { ok } from '../envelope.js';
import { shareText } from '../shareQuotes.js';
import type { HandlerTable } from './handler.js';

const LANG_BY_SITE_CODE: Record<string, Locale> = { [SITE_CODES.zh]: 'zh', [SITE_CODES.en]: 'en' };

export const SITE_HANDLERS = {
  fastTrack: (_p, ctx) => ok(ctx.index.pack.fastTrack),

  siteList: (p, ctx) => ok({ resultList: ctx.index.pack.languages[p.flag()].companySites }),

  oneSite: (p, ctx) => {
    const lang = LANG_BY_SITE_CODE[p.requiredText('code')];
    return ok(lang ? ctx.index.pack.languages[lang].siteInfo : null);
  },

  grouplinks: (p, ctx) => ok(p.requiredText('code') === FOOTER_LINK_CODE ? ctx.index.pack.friendLinks : []),

  subsidiaries: (p, ctx) => ok(ctx.index.pack.languages[p.flag()].subsidiaries),

  sharesMessage: (_p, ctx) => ok(shareText(ctx.index.pack.shares, ctx.now())),
} satisfies HandlerTable;
