// A button; the manifest wires actions to its 'press' event.
import type { EngineProps } from '../../engine/runtime/registry';
import { asText } from '../propText';
import styles from './Button.module.css';
import type { ButtonProps } from '../../generated/component-props';

export default function Button({ label, tone = 'primary', disabled, fullWidth, emit }: ButtonProps & EngineProps) {
  return (
    <button type="button" className={[styles.button, styles[tone], fullWidth && styles.full].filter(Boolean).join(' ')} disabled={disabled} onClick={() => emit?.('press')}>
      {asText(label)}
    </button>
  );
}
