import { Link, type LinkProps } from 'react-router';

/**
 * A link to a page of the app: the router's `Link` without the route-discovery attribute of React
 * Router's framework mode, which this app does not use (its routes are all known up front) and which
 * would otherwise add `data-discover="true"` to every link of every page's markup.
 */
export function SiteLink(props: LinkProps) {
  return <Link discover="none" {...props} />;
}
