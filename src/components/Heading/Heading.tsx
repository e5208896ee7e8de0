// A heading of the page outline. Text only.
import { createElement } from 'react';
import styles from './Heading.module.css';
import { asText } from '../propText';
import type { HeadingProps } from '../../generated/component-props';

export default function Heading({ text, level = 2, align = 'start' }: HeadingProps) {
  const l = Math.min(4, Math.max(1, Math.round(Number(level) || 2)));
  return createElement(`h${l}`, { className: `${styles.heading} ${styles[`l${l}`]} ${styles[align]}` }, asText(text));
}
