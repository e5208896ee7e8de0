// An image; addresses are checked (no javascript: or unknown schemes).
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Image.module.css';

export interface ImageProps {
  src?: string;
  alt?: string | number;
  fit?: 'cover' | 'contain';
  height?: 'sm' | 'md' | 'lg' | 'auto';
  rounded?: boolean;
}

export default function Image({ src, alt = '', fit = 'cover', height = 'auto', rounded }: ImageProps) {
  const url = safeUrl(src);
  if (!url) return null;
  return <img className={[styles.image, styles[fit], styles[`h-${height}`], rounded && styles.rounded].filter(Boolean).join(' ')} src={url} alt={asText(alt)} loading="lazy" />;
}
