import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLinkClickHandler } from 'react-router';
import { localiseLink } from '../../../../shared/seo/languageLinks';
import { useLinkLocale } from '../../state/linkLocale';
import { afterNextPaint } from '../LazyPart/pageActivity';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** A path of the app from the site's root (the app has no base path), with its query if any. */
  to: string;
  /**
   * True (the default): the link keeps the page's language (`lang=en` on English pages). False for a link
   * whose address already names the language it goes to (the language switch).
   */
  keepsLanguage?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: an anchor with the router's own click handling (`useLinkClickHandler`, which
 * React Router offers for custom links). A plain left click navigates inside the app; a click with a
 * modifier key, or another button, opens the address as the browser would. The address keeps the page's
 * language, so the page it opens is in that language, for the server and a shared cache as well. It does
 * less than the router's `Link` on each render (no prefetching, no relative paths or base path to
 * resolve): a page draws a hundred links and more, the menus included.
 */
export function SiteLink({ to, keepsLanguage = true, onClick, ...rest }: SiteLinkProps) {
  const locale = useLinkLocale();
  const href = keepsLanguage ? localiseLink(to, locale) : to;
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        // The navigation's work (the next page's loaders, its data and code) starts once the browser has
        // painted: on a phone it would otherwise hold the click's next paint for a few frames.
        afterNextPaint(() => navigate(event));
      }}
    />
  );
}

/** A click the router takes: the main button, no key held (others open a tab or a window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
