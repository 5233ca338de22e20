import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from './MobileMenu.module.css';

/**
 * The small-screen menu button: a `<details>` whose opening shows the navigation's own lists as a panel
 * (the style sheet does it, `TopNav.module.css`), so it opens and closes before the app's code has run and
 * without it; the browser tells assistive technology whether it is expanded. Its words follow its state in
 * the style sheet as well. The app adds what HTML cannot do (see `TopNav`): Escape closes it and gives the
 * focus back, and a followed link closes it.
 */
export function MobileMenu({ ref, panelId }: { ref: Ref<HTMLDetailsElement>; panelId: string }) {
  const intl = useIntl();
  return (
    <details ref={ref} className={styles.mobile} data-mobile-menu>
      <summary className={styles.button} aria-controls={panelId}>
        <span className={styles.burger} aria-hidden="true" />
        <span className={styles.whenClosed}>{intl.formatMessage({ id: 'nav.menu' })}</span>
        <span className={styles.whenOpen}>{intl.formatMessage({ id: 'nav.closeMenu' })}</span>
      </summary>
    </details>
  );
}
