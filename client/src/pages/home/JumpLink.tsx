import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { linkTarget } from '../../../../shared/nav/clickTarget';

interface JumpLinkProps {
  /** A CMS link: `http(s)://` opens a new window, a site path navigates inside the app. */
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
  /** Rendered instead of a link when there is no usable URL; the children alone by default. */
  fallback?: ReactNode;
}

/** A link to a CMS `jumpUrl`, `hyperLink` or fast-track URL, following the site's click rules (SPEC §2). */
export function JumpLink({ url, className, children, fallback }: JumpLinkProps) {
  const target = linkTarget(url);
  if (target === null) return fallback === undefined ? <span className={className}>{children}</span> : fallback;
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">
          <FormattedMessage id="common.opensInNewWindow" />
        </span>
      </a>
    );
  }
  return (
    <Link className={className} to={target.path}>
      {children}
    </Link>
  );
}
