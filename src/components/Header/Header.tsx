// The banner landmark: brand (logo or name) linking home, a nav slot and an actions slot.
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { useTarget } from '../../engine/runtime/family';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Header.module.css';
import type { HeaderProps } from '../../generated/component-props';

export default function Header({ name, logo, homeTo = 'home', compact, sticky, slots }: HeaderProps & EngineProps) {
  const { t } = useTranslation();
  const home = useTarget(homeTo);
  const logoUrl = safeUrl(logo);
  const title = asText(name) || t('common.appName');
  return (
    <header className={[styles.header, compact && styles.compact, sticky && styles.sticky].filter(Boolean).join(' ')}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <Link className={styles.brand} to={home} aria-label={t('common.homeOf', { name: title })}>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
        <span className={styles.name}>{title}</span>
      </Link>
      {slots?.nav ? <div className={styles.nav}>{slots.nav}</div> : null}
      {slots?.actions ? <div className={styles.actions}>{slots.actions}</div> : null}
    </header>
  );
}
