// An image; addresses are checked (no javascript: or unknown schemes).
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Image.module.css';
import type { ImageProps } from '../../generated/component-props';

export default function Image({ src, alt = '', fit = 'cover', height = 'auto', rounded }: ImageProps) {
  const url = safeUrl(src);
  if (!url) return null;
  return (
    <img
      className={[styles.image, styles[fit], styles[`h-${height}`], rounded && styles.rounded]
        .filter(Boolean)
        .join(' ')}
      src={url}
      alt={asText(alt)}
      loading="lazy"
    />
  );
}
