// The venue's banner image (branding.bannerImage), shown when branding.showBanner is on.
import { asText, flag } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Banner.module.css';
import type { BannerProps } from '../../generated/component-props';

export default function Banner({ image, show = true, alt = '' }: BannerProps) {
  const url = safeUrl(image);
  if (!url || !flag(show)) return null;
  return (
    <div className={styles.banner}>
      <img className={styles.img} src={url} alt={asText(alt)} width={1200} height={360} fetchPriority="high" />
    </div>
  );
}
