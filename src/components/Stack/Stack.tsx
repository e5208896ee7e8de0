// A column or row of children with token spacing; optionally a landmark or a card surface.
import { createElement, type ReactNode } from 'react';
import styles from './Stack.module.css';
import { asText } from '../propText';

export interface StackProps {
  as?: 'div' | 'section' | 'main' | 'nav' | 'header' | 'footer' | 'article' | 'aside';
  direction?: 'column' | 'row';
  gap?: 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  padded?: boolean;
  surface?: boolean;
  label?: string;
  maxWidth?: 'sm' | 'md' | 'lg' | 'full';
  children?: ReactNode;
}

export default function Stack({ as = 'div', direction = 'column', gap = 'md', align, justify, wrap, padded, surface, label, maxWidth, children }: StackProps) {
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
  ].filter(Boolean).join(' ');
  const attrs: Record<string, unknown> = { className: cls };
  if (label) attrs['aria-label'] = asText(label);
  if (as === 'main') attrs.id = 'main';
  return createElement(as, attrs, children);
}
