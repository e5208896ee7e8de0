// A link to another screen (inside the current family unless absolute) or an outside address.
import { Link as RouterLink } from 'react-router-dom';
import { useTarget } from '../../engine/runtime/family';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Link.module.css';
import type { LinkProps } from '../../generated/component-props';

export default function Link({ label, to, variant = 'text', external }: LinkProps) {
  const target = useTarget(to);
  const cls = `${styles.link} ${styles[variant]}`;
  if (external) {
    const href = safeUrl(to);
    return href ? (
      <a className={cls} href={href} rel="noopener noreferrer">
        {asText(label)}
      </a>
    ) : (
      <span>{asText(label)}</span>
    );
  }
  return (
    <RouterLink className={cls} to={target}>
      {asText(label)}
    </RouterLink>
  );
}
