/**
 * An http(s) base URL as the configuration keeps it: origin plus an optional path prefix without a
 * trailing slash; null for anything else (another scheme, credentials, a query or a fragment), so no
 * setting can smuggle a secret or a parameter into the calls made with it.
 */
export function parseBaseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
