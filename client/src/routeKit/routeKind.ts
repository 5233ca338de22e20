import type { ComponentType } from 'react';
import type { DefaultFolder } from '../../../shared/routeDefaultFolders';
import type { MessageId } from '../i18n/messages';
import type { PageLoad } from './pageLoad';

/** What a page module gives the router. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * A route's two modules, each loaded by itself: hydrating a page the server drew loads its page alone;
 * navigating to it loads both side by side, and runs the route kind's loader.
 */
export interface RouteModules {
  /** The route kind's module (`route.ts`), with its loader. */
  kind: () => Promise<{ default: RouteKind }>;
  /** The page's module (`<name>Page.tsx`). */
  page: () => Promise<PageModule>;
}

/** A react-router path pattern; each parameter it names (`:fdCode`, `:articleId`) is checked by `shared/routes.ts`. */
type RoutePath = `/${string}`;

/** Starts the calls a route kind's page draws, in the store (see `PageLoad`). */
export type Loader = (load: PageLoad) => Promise<void>;

/**
 * Everything about one kind of page, in its page folder's `route.ts` (its default export). `npm run
 * routes` writes the route table the server, the router and the links use (`shared/routeTable.ts`) from
 * these modules, and the client's table of each route's modules (`app/routeModules.ts`): the router loads
 * this module when one of its paths is navigated to (its loader runs there), and the page's module as it
 * draws it; the build derives each route's scripts (the preload lists and the size report) from the route
 * table.
 */
export interface RouteKind<Id extends string = string> {
  /** The route ids this kind answers, each with its path. */
  paths: Readonly<Record<Id, RoutePath>>;
  /**
   * The page's module, a `<name>Page.tsx` file beside this one exporting `Component`, named without its
   * extension. The router loads it on first use by itself: hydrating a page the server drew needs the
   * page, not its loader (nor the calls the loader starts).
   */
  page: `${string}Page`;
  /**
   * Starts the page's calls; the frame's (menus, footer) run beside it. It names the calls the page cannot
   * be drawn without where it starts them (`{ essential: true }`, see `PageLoad`).
   */
  load: Loader;
  /**
   * The query parameter naming the folder the page shows, and the menu whose folder it shows when the URL
   * names none (that language's). The URL without the parameter is then the page's one URL: the parameter
   * naming that folder is left out of menu links and answered with a 301 to the URL without it.
   */
  defaultFolder?: DefaultFolder;
  /**
   * Its URL's query parameters: `page`, those that make another page (a search word, an id, a page
   * number), in its canonical URL, its render and its cache key; `view`, those that only change how it is
   * drawn (a list's page size), in its render and cache key. Any other parameter is dropped from all three,
   * so a parameter the page reads and does not name here would make every URL with it one cached page.
   */
  query?: { page?: readonly string[]; view?: readonly string[] };
  /** The page exists in one language only (an article, a leader's page): it names no alternate. */
  oneLanguage?: true;
  /** No page of its own for search engines (results, previews, articles, the not-found page): no sitemap lists it. */
  unlisted?: true;
  /** It lists the articles of the folder its `:fdCode` names: that folder's feed is served and its head announces it. */
  feed?: true;
  /** Head and frame facts; all off unless named. */
  head?: {
    /**
     * The home page: titled by the site's name, with the organisation's facts and the news centre's
     * feeds in its head, and the first render's messages only (no other page's).
     */
    home?: true;
    /** A detail, search or preview page: the header leaves the section picture out. */
    noSectionBanner?: true;
    /**
     * The UI label that titles the page, which no menu names (an article, a leader, a preview, the search
     * results, the not-found page): its heading, and its document's title unless the page names its own
     * (an article's). The page reads it from `ROUTE_TITLES` (`routeKit/routeTitles.ts`, written by `npm
     * run routes`); without it, a page is titled by its menu.
     */
    title?: MessageId;
  };
}

/** A route kind, checked against the type (its default export). */
export function routeKind<Id extends string>(kind: RouteKind<Id>): RouteKind<Id> {
  return kind;
}
