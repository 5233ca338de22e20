/**
 * Paths no crawler should read: the API, the operations routes and unpublished previews (README, "Search
 * engines and feeds").
 */
export const DISALLOWED_PATHS = ['/cms/api/', '/_bff/', '/articlepreview/'] as const;

/** robots.txt: every crawler may read the site but the paths above; the sitemap's absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
