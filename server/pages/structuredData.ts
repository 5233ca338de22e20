import type { PageHeadModel } from '../../shared/ssr/renderContract.js';

/** Absolute URL of a site-relative or absolute link; null for anything else. */
export function absoluteUrl(origin: string, link: string | null): string | null {
  if (link === null || link === '') return null;
  if (/^https?:\/\//i.test(link)) return link;
  return link.startsWith('/') ? `${origin}${link}` : null;
}

/** A CMS date (Beijing time, `YYYY-MM-DD HH:MM:SS` or a prefix of it) in ISO 8601 with `+08:00`. */
export function beijingIsoDate(value: string | null): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, day, hours = '00', minutes = '00', seconds = '00'] = match;
  return `${day}T${hours}:${minutes}:${seconds}+08:00`;
}

export interface StructuredDataUrls {
  origin: string;
  /** The page's canonical URL, the home page's URL, and a step's absolute URL in the page's language. */
  canonical: string;
  home: string;
  stepUrl: (path: string) => string;
}

/**
 * The page's JSON-LD objects (docs/server-rendering.md): Organization, NewsArticle (with its author, the
 * organisation when the CMS names none, and the publisher's logo as an ImageObject) or BreadcrumbList.
 */
export function structuredData(head: PageHeadModel, urls: StructuredDataUrls): object[] {
  const logo = absoluteUrl(urls.origin, head.logo);
  const organisation = { '@type': 'Organization', name: head.siteName, url: urls.home };
  const publisher = { ...organisation, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) };
  const out: object[] = [];
  if (head.organisation) {
    const { telephone, address } = head.organisation;
    out.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: head.siteName,
      url: urls.home,
      ...(logo ? { logo } : {}),
      ...(telephone ? { contactPoint: { '@type': 'ContactPoint', telephone, contactType: 'customer service' } } : {}),
      ...(address ? { address } : {}),
    });
  }
  if (head.article) {
    const image = absoluteUrl(urls.origin, head.article.image);
    const published = beijingIsoDate(head.article.datePublished);
    const modified = beijingIsoDate(head.article.dateModified);
    // The CMS's author or source is one of the group's departments, companies or a publication.
    const author = head.article.author ? { '@type': 'Organization', name: head.article.author } : organisation;
    out.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: head.article.headline,
      ...(published ? { datePublished: published } : {}),
      ...(modified ? { dateModified: modified } : {}),
      ...(image ? { image: [image] } : {}),
      author,
      publisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': urls.canonical },
    });
  }
  if (head.breadcrumb.length > 0) {
    const steps = [
      { name: head.homeLabel, url: urls.home },
      ...head.breadcrumb.map((step) => ({
        name: step.name,
        url: step.path === null ? null : urls.stepUrl(step.path),
      })),
    ];
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        ...(step.url === null ? {} : { item: step.url }),
      })),
    });
  }
  return out;
}
