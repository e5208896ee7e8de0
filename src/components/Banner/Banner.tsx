// The venue's banner image (branding.bannerImage), shown when branding.showBanner is on. Full on the
// family's home (and its bare prefix); on inner pages drawn compact, and not at all on a phone, so a
// tapped category or a form starts in the first screen (issue 33).
import { useLocation } from 'react-router-dom';
import { asText, flag } from '../propText';
import { safeUrl } from '../../shared/url';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import styles from './Banner.module.css';
import type { BannerProps } from '../../generated/component-props';

export default function Banner({ image, show = true, alt = '' }: BannerProps) {
  const { family, base } = useFamily();
  const { pathname } = useLocation();
  const url = safeUrl(image);
  if (!url || !flag(show)) return null;
  const here = pathname.replace(/\/$/, '');
  const home = familyHomePath(family, base);
  const inner = Boolean(base) && here !== base && here !== home;
  return (
    <div className={`${styles.banner} ${inner ? styles.inner : ''}`} data-testid="banner">
      <img className={styles.img} src={url} alt={asText(alt)} width={1200} height={360} fetchPriority="high" />
    </div>
  );
}
