// The contentinfo landmark: footer image, venue name, designer credit, website and version.
import { useTranslation } from '../../i18n';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Footer.module.css';
import type { FooterProps } from '../../generated/component-props';

export default function Footer({ name, image, designer, website, version }: FooterProps) {
  const { t } = useTranslation();
  const img = safeUrl(image);
  const site = safeUrl(website);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {img ? <img className={styles.image} src={img} alt="" /> : null}
      <p className={styles.line}>{`© ${year} ${asText(name)}`.trim()}</p>
      {designer ? (
        <p className={styles.line}>
          {t('common.designedBy')}{' '}
          {site ? (
            <a className={styles.link} href={site} rel="noopener noreferrer">
              {asText(designer)}
            </a>
          ) : (
            asText(designer)
          )}
        </p>
      ) : null}
      {version ? <p className={styles.version}>{version}</p> : null}
    </footer>
  );
}
