import type { Locale } from '../../shared/constants.js';
import type { LanguageCrawl } from './siteCrawl.js';

/**
 * The latest crawl of each language, shared by the sitemap index and its files for a short while: a
 * search engine reads the index and then the files within seconds, and they must agree on how many
 * files there are. Concurrent requests join one crawl; a failed crawl is forgotten at once. Holds at
 * most one crawl per language.
 */
export class CrawlSnapshots {
  readonly #latest = new Map<Locale, { promise: Promise<LanguageCrawl>; startedAt: number }>();

  constructor(
    private readonly crawl: (locale: Locale) => Promise<LanguageCrawl>,
    private readonly reuseMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(locale: Locale): Promise<LanguageCrawl> {
    const latest = this.#latest.get(locale);
    if (latest !== undefined && this.clock() - latest.startedAt < this.reuseMs) return latest.promise;
    const promise = this.crawl(locale);
    this.#latest.set(locale, { promise, startedAt: this.clock() });
    promise.catch(() => {
      if (this.#latest.get(locale)?.promise === promise) this.#latest.delete(locale);
    });
    return promise;
  }

  clear(): void {
    this.#latest.clear();
  }
}
