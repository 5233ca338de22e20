import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styles from './MobileMenu.module.css';

/**
 * The small-screen menu button: a `<details>` whose opening shows the navigation's own lists as a panel
 * (the style sheet does it, `TopNav.module.css`), so it opens and closes before the app's code has run and
 * without it; the browser tells assistive technology whether it is expanded. Its words follow its state in
 * the style sheet as well. The app adds what HTML cannot do (see `TopNav`): Escape closes it and gives the
 * focus back, and a followed link closes it.
 */
export function MobileMenu({ ref, panelId }: { ref: RefObject<HTMLDetailsElement | null>; panelId: string }) {
  const intl = useIntl();
  // Said in `aria-expanded` once the app runs (the browser's own state of a details element reaches
  // assistive technology unevenly); before, the server cannot know it, so it writes none. Read from the
  // element: the visitor may have opened it before the code ran.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => setOpen(ref.current?.open ?? false), [ref]);
  return (
    <details
      ref={ref}
      className={styles.mobile}
      data-mobile-menu
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.button} aria-controls={panelId} aria-expanded={open ?? undefined}>
        <span className={styles.burger} aria-hidden="true" />
        <span className={styles.whenClosed}>{intl.formatMessage({ id: 'nav.menu' })}</span>
        <span className={styles.whenOpen}>{intl.formatMessage({ id: 'nav.closeMenu' })}</span>
      </summary>
    </details>
  );
}
