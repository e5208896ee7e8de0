// A button; the manifest wires actions to its 'press' event.
import type { EngineProps } from '../../engine/runtime/registry';
import { asText } from '../propText';
import styles from './Button.module.css';

export interface ButtonProps extends EngineProps {
  label: string | number;
  tone?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  fullWidth?: boolean;
}

export default function Button({ label, tone = 'primary', disabled, fullWidth, emit }: ButtonProps) {
  return (
    <button type="button" className={[styles.button, styles[tone], fullWidth && styles.full].filter(Boolean).join(' ')} disabled={disabled} onClick={() => emit?.('press')}>
      {asText(label)}
    </button>
  );
}
