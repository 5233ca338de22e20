import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../SiteLink/SiteLink';
import { linkTarget, type NavTarget } from '../../../../shared/nav/clickTarget';
import { matchRoute } from '../../../../shared/routes';
import { localiseLink } from '../../../../shared/seo/languageLinks';
import { useLinkLocale } from '../../state/linkLocale';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'>;

export interface TargetLinkProps extends AnchorProps {
  /**
   * Where the link goes: a resolved target, or a CMS URL (`jumpUrl`, `hyperLink`, a partner's `url`)
   * resolved here. Only http(s) URLs and site paths make a link; anything else renders `fallback`.
   */
  to: NavTarget | string | null | undefined;
  /** Opens an in-site target in a new window too (article rows, leaders, the site map). */
  newWindow?: boolean;
  /** Rendered when there is no usable target; the children in a `<span>` by default. */
  fallback?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** The app's routes are router links; other site paths (files, feeds) are loaded by the browser. */
function isAppRoute(path: string): boolean {
  return matchRoute(path.replace(/[?#].*/s, '')) !== null;
}

/**
 * The one link to a menu or CMS target. An http(s) URL opens in a new window (`noopener noreferrer`,
 * and says so to screen readers); a path of the app navigates inside it; another site path is a plain
 * link. See docs/navigation.md.
 */
export function TargetLink({ to, newWindow = false, fallback, children, ...rest }: TargetLinkProps) {
  const locale = useLinkLocale();
  const target = typeof to === 'object' && to !== null ? to : linkTarget(to);
  if (target === null) {
    return fallback === undefined ? <span className={rest.className}>{children}</span> : fallback;
  }
  if (target.kind === 'external' || newWindow) {
    // Another site gets neither opener nor referrer; the site's own page may learn where the visitor was.
    return (
      <a
        {...rest}
        href={target.kind === 'external' ? target.url : localiseLink(target.path, locale)}
        target="_blank"
        rel={target.kind === 'external' ? 'noopener noreferrer' : 'noopener'}
      >
        {children}
        <span className="visually-hidden">
          <FormattedMessage id="common.opensInNewWindow" />
        </span>
      </a>
    );
  }
  if (!isAppRoute(target.path)) {
    return (
      <a {...rest} href={target.path}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink {...rest} to={target.path}>
      {children}
    </SiteLink>
  );
}
