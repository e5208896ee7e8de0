// A paragraph of plain text. Data is rendered as text nodes only, never as HTML.
import styles from './Text.module.css';
import { asText } from '../propText';
import type { TextProps } from '../../generated/component-props';

export default function Text({ text, tone = 'default', size = 'md', align = 'start', preserveLines }: TextProps) {
  return (
    <p
      className={[styles.text, styles[tone], styles[size], styles[align], preserveLines && styles.lines]
        .filter(Boolean)
        .join(' ')}
    >
      {asText(text)}
    </p>
  );
}
