// A link to another screen (inside the current family unless absolute, or in a sibling family of the
// same venue) or an outside address.
import { Link as RouterLink } from 'react-router-dom';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Link.module.css';
import type { LinkProps } from '../../generated/component-props';

/** The same venue's path in another family: '/shop/demo-cafe' + reservation -> '/reservation/demo-cafe'. */
export function siblingBase(base: string, family: string): string {
  return base.replace(/^\/[^/]+/, `/${family}`);
}

export default function Link({ label, to, variant = 'text', external, family }: LinkProps) {
  const { base } = useFamily();
  const here = useTarget(to);
  const target = family && base && !to.startsWith('/') ? `${siblingBase(base, family)}/${to}` : here;
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
