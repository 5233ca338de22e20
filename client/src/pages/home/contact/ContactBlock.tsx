import { useDeferredValue, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FADE_IN_CONTACT_PX, MENU_CODES, SITE_CODES } from '../../../../../shared/constants';
import { getHref } from '../../../../../shared/routes';
import { useGetSiteInfoQuery } from '../../../api/siteApi';
import { useLocale } from '../../../state/useLocale';
import type { MessageId } from '../../../i18n/messages';
import { SectionHead } from '../SectionHead';
import { useFadeIn } from '../useFadeIn';
import section from '../Section.module.css';
import { MapPopup } from './MapPopup';
import styles from './ContactBlock.module.css';
import { EmptyState } from '../../../components/EmptyState/EmptyState';

/** Outline icons of the contact lines, 24 px grid. */
const ICONS = {
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  fax: 'M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  email: 'M3 5h18v14H3z M3 6l9 7 9-7',
  address: 'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

function Line({
  icon,
  label,
  children,
  wide = false,
}: {
  icon: keyof typeof ICONS;
  label: MessageId;
  children: ReactNode;
  wide?: boolean;
}) {
  const intl = useIntl();
  return (
    <li className={wide ? `${styles.line} ${styles.wide}` : styles.line} data-contact={icon}>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24">
          <path
            d={ICONS[icon]}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span className={styles.lineText}>
        <span className={styles.label}>{intl.formatMessage({ id: label })}</span>
        <span className={styles.value}>{children}</span>
      </span>
    </li>
  );
}

/** Contact us: phone, fax, instant messaging, e-mail and address from the server. */
function ContactBlock() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const [ref, shown] = useFadeIn<HTMLElement>(FADE_IN_CONTACT_PX);
  const { currentData, isError } = useGetSiteInfoQuery({ code: SITE_CODES[locale] });
  const site = useDeferredValue(currentData);
  return (
    <section
      ref={ref}
      className={`${section.section} ${styles.contact}`}
      aria-labelledby={titleId}
      data-block="contact"
    >
      <div className={`${section.inner} ${section.fade}`} data-shown={shown}>
        <SectionHead
          titleId={titleId}
          title={intl.formatMessage({ id: 'common.contactUs' })}
          moreUrl={getHref('columndetail', { fdCode: MENU_CODES.contactUs[locale] })}
        />
        {!site && isError && <EmptyState kind="noData" compact />}
        {site && (
          <ul className={styles.lines}>
            {site.phone && (
              <Line icon="phone" label="contact.phone">
                <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
              </Line>
            )}
            {site.fax && (
              <Line icon="fax" label="contact.fax">
                {site.fax}
              </Line>
            )}
            {site.qqNumber && (
              <Line icon="chat" label="contact.qq">
                {site.qqNumber}
              </Line>
            )}
            {site.email && (
              <Line icon="email" label="contact.email">
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </Line>
            )}
            {site.address && (
              <Line icon="address" label="contact.address" wide>
                <span className={styles.address}>
                  {site.address}
                  <MapPopup address={site.address} />
                </span>
              </Line>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}

export default ContactBlock;
