/**
 * What the server renderer (the client's server entry, built by Vite) and the BFF agree on. The BFF loads
 * the built entry by path and types it with these interfaces, so neither side imports the other's code.
 */
import type { EndpointName } from '../api/endpoints.js';
import type { Locale } from '../constants.js';
import type { RouteId } from '../routes.js';
import type { AnnouncedFeed } from '../seo/feeds.js';

/** One call of the allowlist answered in-process: the HTTP status and the JSON body the BFF would send. */
export interface TransportAnswer {
  status: number;
  body: unknown;
}

/** Calls the BFF's answers without HTTP (the server side of the API layer). */
export type ApiTransport = (
  endpoint: EndpointName,
  params: Readonly<Record<string, string | number | undefined>>,
) => Promise<TransportAnswer>;

export interface RenderRequest {
  /** Path and query of the page, as requested. */
  url: string;
  /** The route the BFF matched the path to, or null for an unknown path (drawn as the not-found page). */
  routeId: RouteId | null;
  locale: Locale;
  transport: ApiTransport;
  /** How long the render waits for its data before it renders what it has. */
  dataTimeoutMs: number;
}

/** A call that failed during a render: the BFF's endpoint and the cause in a few words. */
export interface CallFailure {
  endpoint: string;
  cause: string;
}

/** The parts of the document the renderer fills in; the BFF puts them into the built `index.html`. */
export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 for unknown paths and missing items. */
  status: number;
  /** Every call the page made settled before the time budget: nothing was drawn loading. */
  complete: boolean;
  /**
   * An essential call of the page failed (one its loaders start as essential: client/src/routeKit/pageLoad.ts):
   * the CMS is down and nothing stale is cached, so the page cannot be drawn.
   */
  failed: boolean;
  /**
   * Calls that failed or had not answered by the time budget: their blocks were drawn with their own
   * fallbacks (or loading), the rest of the page whole.
   */
  degraded: CallFailure[];
  /** The app's markup for `#root`. */
  html: string;
  /** The serialised store, already escaped for a `<script type="application/json">` element. */
  stateJson: string;
  head: PageHeadModel;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export type RenderResult = RenderedPage | RenderedRedirect;

/** An article page's facts for its structured data (CMS dates are Beijing time, as the CMS writes them). */
export interface ArticleFacts {
  headline: string;
  datePublished: string | null;
  dateModified: string | null;
  /** The CMS's author or source; null: the site's own organisation. */
  author: string | null;
  image: string | null;
}

/** What the head of a page says, in the page's language (the BFF writes the tags and absolute URLs). */
export interface PageHeadModel {
  lang: string;
  /** The whole `<title>`: `{page} | {site}`, or the site name alone on the home page. */
  title: string;
  siteName: string;
  /** The breadcrumb's first step ('Home' in the page's language). */
  homeLabel: string;
  /** Plain text, at most 160 characters. */
  description: string;
  ogType: 'website' | 'article';
  /**
   * The page's own picture (site-relative or absolute), or null, and what it shows in words; the BFF names
   * its share card, or the site's, in link previews.
   */
  image: string | null;
  imageAlt: string | null;
  /** The site's logo (the publisher's, in structured data). */
  logo: string | null;
  /** The route kind of the page, or null for an unknown path. */
  routeId: string | null;
  /** Breadcrumb steps after Home: name and site-relative path (null for the last, textual step). */
  breadcrumb: { name: string; path: string | null }[];
  article: ArticleFacts | null;
  organisation: { telephone: string | null; address: string | null } | null;
  /** Menu codes of the other language's tree, for the hreflang alternates of pages addressed by a code. */
  otherLocaleCodes: string[];
  /** The feeds the page announces: site-relative paths and titles in the page's language. */
  feeds: AnnouncedFeed[];
}

/** The server entry's module. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** Escapes JSON for a `<script type="application/json">` element: no CMS text can end or comment it. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const STATE_ELEMENT_ID = 'app-state';
