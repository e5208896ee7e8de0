// A card: the surface, border and radius of the theme around one thing. `as` keeps the element its
// content needs (article for an order, li in a list, section with a heading).
import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export const CARD_ELEMENTS = ['div', 'section', 'article', 'li', 'aside'] as const;
export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: (typeof CARD_ELEMENTS)[number];
  padding?: (typeof CARD_PADDINGS)[number];
  /** A small shadow (a card that can be pressed or dragged). */
  raised?: boolean;
}

export function Card({ as: Element = 'div', padding = 'md', raised, className, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      className={[styles.card, styles[`pad-${padding}`], raised && styles.raised, className].filter(Boolean).join(' ')}
    />
  );
}
