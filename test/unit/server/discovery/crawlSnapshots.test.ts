import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/constants.js';
import { CrawlSnapshots } from '../../../../server/discovery/crawlSnapshots.js';
import type { LanguageCrawl } from '../../../../server/discovery/siteCrawl.js';
import { ManualClock } from '../../../helpers/manualClock.js';

const crawlOf = (locale: Locale, n: number): LanguageCrawl => ({
  locale,
  menus: [],
  folders: [],
  articles: Array.from({ length: n }, (_, id) => ({ id, publishTime: null })),
  sources: [],
  surrogateKeys: [],
});

describe('crawl snapshots', () => {
  it('share one crawl per language for the reuse time, then crawl again', async () => {
    const clock = new ManualClock();
    const calls: Locale[] = [];
    const snapshots = new CrawlSnapshots(
      async (locale) => {
        calls.push(locale);
        return crawlOf(locale, calls.length);
      },
      1_000,
      () => true,
      clock.now,
    );
    const [a, b, c] = await Promise.all([snapshots.get('zh'), snapshots.get('zh'), snapshots.get('en')]);
    expect(a).toBe(b);
    expect(c.locale).toBe('en');
    clock.advance(1_000);
    expect((await snapshots.get('zh')).articles).toHaveLength(3);
    expect(calls).toEqual(['zh', 'en', 'zh']);
  });

  it('crawl again when a finished crawl is no longer current', async () => {
    let cached = true;
    let calls = 0;
    const snapshots = new CrawlSnapshots(
      async (locale) => crawlOf(locale, ++calls),
      60_000,
      () => cached,
      new ManualClock().now,
    );
    await snapshots.get('zh');
    expect((await snapshots.get('zh')).articles).toHaveLength(1);
    cached = false;
    expect((await snapshots.get('zh')).articles).toHaveLength(2);
  });

  it('forget a failed crawl at once', async () => {
    let fail = true;
    const snapshots = new CrawlSnapshots(
      async (locale) => {
        if (fail) throw new Error('CMS down');
        return crawlOf(locale, 1);
      },
      60_000,
      () => true,
      new ManualClock().now,
    );
    await expect(snapshots.get('zh')).rejects.toThrow('CMS down');
    fail = false;
    expect((await snapshots.get('zh')).articles).toHaveLength(1);
  });
});
