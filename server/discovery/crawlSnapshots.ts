import type { Locale } from '../../shared/constants.js';
import type { LanguageCrawl } from './siteCrawl.js';

interface Snapshot {
  promise: Promise<LanguageCrawl>;
  startedAt: number;
  /** The crawl once it has finished. */
  done: LanguageCrawl | null;
}

/**
 * The latest crawl of each language, shared by the sitemap index and its files for a short while: a
 * search engine reads the index and then the files within seconds, and they must agree on how many
 * files there are. Concurrent requests join one crawl; a failed crawl is forgotten at once, and so is
 * one that `isCurrent` disowns (its answers were purged, so a withdrawn article is not listed again from
 * the snapshot). Holds at most one crawl per language.
 */
export class CrawlSnapshots {
  readonly #latest = new Map<Locale, Snapshot>();

  constructor(
    private readonly crawl: (locale: Locale) => Promise<LanguageCrawl>,
    private readonly reuseMs: number,
    /** Whether a finished crawl may still be used. */
    private readonly isCurrent: (crawl: LanguageCrawl) => boolean,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(locale: Locale): Promise<LanguageCrawl> {
    const latest = this.#latest.get(locale);
    if (
      latest !== undefined &&
      this.clock() - latest.startedAt < this.reuseMs &&
      (latest.done === null || this.isCurrent(latest.done))
    ) {
      return latest.promise;
    }
    const snapshot: Snapshot = { promise: this.crawl(locale), startedAt: this.clock(), done: null };
    this.#latest.set(locale, snapshot);
    snapshot.promise.then(
      (crawl) => {
        snapshot.done = crawl;
      },
      () => {
        if (this.#latest.get(locale) === snapshot) this.#latest.delete(locale);
      },
    );
    return snapshot.promise;
  }
}
