import { createContext, useContext } from 'react';
import type { ArticleFacts } from '../../../shared/ssr/renderContract';

/** A breadcrumb step after Home: its name and site-relative link (null for the page itself). */
export interface MetaStep {
  name: string;
  path: string | null;
}

/** What a page says about itself for the document's head, gathered while the server renders it. */
export interface PageMeta {
  /** The page cannot be found (unknown path, bad parameter, an item the CMS does not have). */
  notFound: boolean;
  /** The whole document title, and the page's own title (null on the home page). */
  documentTitle: string | null;
  pageTitle: string | null;
  /** Plain text for the meta description, or null for the site's default. */
  description: string | null;
  image: string | null;
  breadcrumb: MetaStep[] | null;
  article: ArticleFacts | null;
}

export function emptyPageMeta(): PageMeta {
  return {
    notFound: false,
    documentTitle: null,
    pageTitle: null,
    description: null,
    image: null,
    breadcrumb: null,
    article: null,
  };
}

/**
 * Present only while the server renders: pages write what their head should say into it as they render
 * (the last pass of the render wins). In the browser there is no collector and nothing is written.
 */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** Records facts about the page for the server's head; does nothing in the browser. */
export function usePageMeta(meta: Partial<PageMeta>): void {
  const collector = useContext(PageMetaContext);
  if (collector !== null) Object.assign(collector, meta);
}
