import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useDisclosure } from '../../../hooks/useDisclosure';
import { useLocale } from '../../../state/useLocale';
import mapPicture from './map.svg';
import { mapSearchUrl } from './mapSearch';
import styles from './ContactBlock.module.css';

/**
 * The address icon: pointing at it or focusing it shows a small map with the address,
 * Escape hides it again, and following it opens a map search for the address in a new window.
 */
export function MapPopup({ address }: { address: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { panelId, triggerRef, onKeyDown } = useDisclosure<HTMLAnchorElement>({ open, onClose: () => setOpen(false) });
  return (
    <span className={styles.mapAnchor} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <TargetLink
        ref={triggerRef}
        className={styles.mapButton}
        to={mapSearchUrl(address, locale)}
        aria-describedby={panelId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-map-link
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="10" r="2.6" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{intl.formatMessage({ id: 'contact.showMap' })}</span>
      </TargetLink>
      <span id={panelId} role="tooltip" className={styles.mapPopup} hidden={!open} data-map-popup>
        <img src={mapPicture} alt="" width={320} height={180} loading="lazy" />
        <span className={styles.mapAddress}>{address}</span>
        <span className={styles.mapHint}>{intl.formatMessage({ id: 'home.mapHint' })}</span>
      </span>
    </span>
  );
}
