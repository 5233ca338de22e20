import type { AnchorHTMLAttributes, Ref } from 'react';
import { useLinkClickHandler } from 'react-router';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** A path of the app from the site's root (the app has no base path), with its query if any. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: an anchor with the router's own click handling (`useLinkClickHandler`, which
 * React Router offers for custom links). A plain left click navigates inside the app; a click with a
 * modifier key, or another button, opens the address as the browser would. It does less than the router's
 * `Link` on each render (no prefetching, no relative paths or base path to resolve): a page draws a hundred
 * links and more, the menus included.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
