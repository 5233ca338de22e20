import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MenuItem } from '../../../../shared/api/menu';
import { menuClickTarget } from '../../../../shared/nav/clickTarget';
import { useChooseMenu } from './useChooseMenu';

interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  menu: MenuItem;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A menu rendered as a link to its click target (SPEC §2): a real href, so it can be opened in a new
 * tab or copied; choosing it stores curNav/parentNav before the navigation happens.
 */
export function MenuLink({ menu, children, onClick, ...rest }: MenuLinkProps) {
  const choose = useChooseMenu();
  const target = menuClickTarget(menu);
  const label = children ?? menu.fdName;

  if (target === null) {
    return <span className={rest.className}>{label}</span>;
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) choose(menu);
  };
  if (target.kind === 'external') {
    return (
      <a {...rest} href={target.url} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
        {label}
        <span className="visually-hidden">
          <FormattedMessage id="common.opensInNewWindow" />
        </span>
      </a>
    );
  }
  return (
    <Link {...rest} to={target.path} onClick={handleClick}>
      {label}
    </Link>
  );
}
