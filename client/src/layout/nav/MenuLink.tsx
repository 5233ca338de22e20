import type { MouseEvent } from 'react';
import type { MenuEntry } from '../../../../shared/api/menu';
import { menuClickTarget } from '../../../../shared/nav/clickTarget';
import { TargetLink, type TargetLinkProps } from '../../components/TargetLink/TargetLink';
import { useChooseMenu } from './useChooseMenu';

interface MenuLinkProps extends Omit<TargetLinkProps, 'to' | 'newWindow' | 'fallback'> {
  menu: MenuEntry;
}

/**
 * A menu rendered as a link to its click target (docs/navigation.md): a real href, so it can be opened
 * in a new tab or copied; choosing it stores curNav/parentNav before the navigation happens.
 */
export function MenuLink({ menu, children, onClick, ...rest }: MenuLinkProps) {
  const choose = useChooseMenu();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) choose(menu);
  };
  return (
    <TargetLink {...rest} to={menuClickTarget(menu)} onClick={handleClick}>
      {children ?? menu.fdName}
    </TargetLink>
  );
}
