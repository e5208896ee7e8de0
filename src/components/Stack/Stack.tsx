// A column or row of children with token spacing; optionally a landmark or a card surface.
import type { EngineProps } from '../../engine/runtime/registry';
import { createElement } from 'react';
import styles from './Stack.module.css';
import { asText } from '../propText';
import type { StackProps } from '../../generated/component-props';

export default function Stack({
  as = 'div',
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap,
  padded,
  surface,
  label,
  maxWidth,
  children,
}: StackProps & EngineProps) {
  const cls = [
    styles.stack,
    styles[direction],
    styles[`gap-${gap}`],
    align && styles[`align-${align}`],
    justify && styles[`justify-${justify}`],
    wrap && styles.wrap,
    padded && styles.padded,
    surface && styles.surface,
    maxWidth && styles[`max-${maxWidth}`],
  ]
    .filter(Boolean)
    .join(' ');
  const attrs: Record<string, unknown> = { className: cls };
  if (label) attrs['aria-label'] = asText(label);
  if (as === 'main') attrs.id = 'main';
  return createElement(as, attrs, children);
}
