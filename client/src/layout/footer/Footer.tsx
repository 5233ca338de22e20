import { useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { FriendLink } from '../../../../shared/api/site';
import { FOOTER_LINK_CODE, MENU_CODES, SITE_CODES, type Locale } from '../../../../shared/constants';
import { getHref } from '../../../../shared/routes';
import { useGetFriendLinksQuery, useGetSiteInfoQuery } from '../../api/siteApi';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import { useLocale } from '../../state/useLocale';
import { LOGO_HEIGHT, LOGO_WHITE_URL, LOGO_WIDTH } from '../logo';
import styles from './Footer.module.css';

/** The column pages the footer links to (their codes in each language), with their labels. */
const FOOTER_COLUMNS = [
  { key: 'sitemap', code: 'siteMap', label: 'footer.sitemap' },
  { key: 'privacy', code: 'privacy', label: 'footer.privacy' },
  { key: 'legal', code: 'legalStatement', label: 'footer.legal' },
] as const;

function linkName(link: FriendLink, locale: Locale): string {
  return locale === 'en' && link.englishName ? link.englishName : link.fd_Name;
}

function PartnerLinks({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { data: links = [] } = useGetFriendLinksQuery({ code: FOOTER_LINK_CODE });
  const usable = links.filter((link) => link.url !== null);
  if (usable.length === 0) return null;
  return (
    <div className={styles.partners}>
      <h2 className={styles.partnersTitle}>{intl.formatMessage({ id: 'footer.partnerLinks' })}</h2>
      <ul className={styles.partnerList}>
        {usable.map((link) => (
          <li key={link.id}>
            <TargetLink to={link.url} newWindow className={styles.partner}>
              {linkName(link, locale)}
            </TargetLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer: partner links, copyright, company, contact and filing lines, sitemap, privacy and legal pages. */
export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const { currentData: site } = useGetSiteInfoQuery({ code: SITE_CODES[locale] });
  const company = intl.formatMessage({ id: 'app.companyName' });
  // The CMS's `name` is the company's name with its all-rights-reserved note, ready to show.
  const rightsLine = site?.name ?? intl.formatMessage({ id: 'footer.allRightsReserved' }, { name: company });
  const line = (
    id: 'footer.phone' | 'footer.fax' | 'footer.address' | 'footer.securityFiling' | 'footer.icpFiling',
    value: string | null | undefined,
  ) =>
    value ? (
      <span className={styles.item} key={id}>
        {intl.formatMessage({ id }, { value })}
      </span>
    ) : null;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <PartnerLinks locale={locale} />
        <div className={styles.main}>
          <div className={styles.info}>
            <img
              className={styles.logo}
              src={LOGO_WHITE_URL}
              alt={company}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
            />
            <p className={styles.row}>
              {line('footer.phone', site?.phone)}
              {line('footer.fax', site?.fax)}
            </p>
            <p className={styles.row}>{line('footer.address', site?.address)}</p>
          </div>
          <nav className={styles.links} aria-label={intl.formatMessage({ id: 'footer.sitemap' })}>
            {FOOTER_COLUMNS.map(({ key, code, label }) => (
              <SiteLink
                key={key}
                to={getHref('columndetail', { fdCode: MENU_CODES[code][locale] })}
                data-footer-link={key}
              >
                {intl.formatMessage({ id: label })}
              </SiteLink>
            ))}
          </nav>
        </div>
        <div className={styles.legal}>
          {site?.copyright && <p className={styles.row}>{site.copyright}</p>}
          <p className={styles.row}>
            <span className={styles.item}>{rightsLine}</span>
            {line('footer.icpFiling', site?.icpFiling)}
            {line('footer.securityFiling', site?.securityFiling)}
          </p>
        </div>
      </div>
    </footer>
  );
}
