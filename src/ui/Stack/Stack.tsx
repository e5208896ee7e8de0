// Layout: Stack puts its children in a column, Inline in a row that wraps, both with a gap from the
// theme's space scale, so spacing follows the theme (and the kiosk's larger scale) without a CSS rule
// per component.
import type { HTMLAttributes } from 'react';
import type { Gap } from '../tone';
import styles from './Stack.module.css';

export const LAYOUT_ELEMENTS = [
  'div',
  'section',
  'main',
  'article',
  'aside',
  'ul',
  'ol',
  'li',
  'nav',
  'header',
  'footer',
  'form',
  'fieldset',
] as const;
export const ALIGNS = ['start', 'center', 'end', 'stretch'] as const;
export const JUSTIFIES = ['start', 'center', 'end', 'between'] as const;

export interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: (typeof LAYOUT_ELEMENTS)[number];
  gap?: Gap;
  align?: (typeof ALIGNS)[number];
  justify?: (typeof JUSTIFIES)[number];
}

function layoutClass(base: string, { gap = 'md', align, justify }: LayoutProps, className?: string) {
  return [
    base,
    styles[`gap-${gap}`],
    align && styles[`align-${align}`],
    justify && styles[`justify-${justify}`],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Stack({ as: Element = 'div', gap, align, justify, className, ...rest }: LayoutProps) {
  return <Element {...rest} className={layoutClass(styles.stack, { gap, align, justify }, className)} />;
}

export interface InlineProps extends LayoutProps {
  /** Keep the row on one line (default: wraps on a narrow screen). */
  nowrap?: boolean;
}

export function Inline({ as: Element = 'div', gap = 'sm', align, justify, nowrap, className, ...rest }: InlineProps) {
  return (
    <Element
      {...rest}
      className={layoutClass(
        styles.inline,
        { gap, align, justify },
        [nowrap && styles.nowrap, className].filter(Boolean).join(' '),
      )}
    />
  );
}
