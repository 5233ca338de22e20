/** Where a list folder's RSS feed is served, by the menu code of the list. */
export function feedPath(fdCode: string): string {
  return `/feeds/${encodeURIComponent(fdCode)}.xml`;
}
