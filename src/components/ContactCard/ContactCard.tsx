// The venue's contact details from the shop profile. Phone and email become tel:/mailto: links.
import { useTranslation } from '../../i18n';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './ContactCard.module.css';
import type { ContactCardProps } from '../../generated/component-props';

export default function ContactCard({ company, address, phone, email, logo, showLogo = true }: ContactCardProps) {
  const { t } = useTranslation();
  const logoUrl = showLogo ? safeUrl(logo) : undefined;
  const tel = asText(phone).replace(/[^0-9+]/g, '');
  const mail = typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
  const rows: [string, React.ReactNode][] = [];
  if (company) rows.push([t('common.company'), asText(company)]);
  if (address) rows.push([t('common.address'), asText(address)]);
  if (phone)
    rows.push([
      t('common.phone'),
      tel ? (
        <a className={styles.link} href={`tel:${tel}`}>
          {asText(phone)}
        </a>
      ) : (
        asText(phone)
      ),
    ]);
  if (email)
    rows.push([
      t('common.email'),
      mail ? (
        <a className={styles.link} href={`mailto:${mail}`}>
          {mail}
        </a>
      ) : (
        asText(email)
      ),
    ]);
  return (
    <div className={styles.card}>
      {logoUrl ? <img className={styles.logo} src={logoUrl} alt={asText(company)} /> : null}
      <dl className={styles.list}>
        {rows.map(([k, v]) => (
          <div className={styles.row} key={k}>
            <dt className={styles.term}>{k}</dt>
            <dd className={styles.value}>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
