// The on-screen numeric keypad (issue 34): digits, clear and delete as large keys, for a touch screen
// with no keyboard (table locator, quantities, PINs, member numbers). It only reports keys; the field
// it types into keeps the value (applyKey gives the next one). Keys never take the focus from the field.
import type { PointerEvent, MouseEvent } from 'react';
import { useTranslation } from '../../i18n';
import { DIGIT_ROWS, type KeypadKey } from './keys';
import styles from './Keypad.module.css';

export interface KeypadProps {
  /** Names the keypad for screen readers ("Keypad for the table locator number"). */
  label: string;
  onKey: (key: KeypadKey) => void;
  className?: string;
}

/** Keeps the focus where it is (in the field) when a key is pressed with a finger or a mouse. */
export const keepFocus = (e: PointerEvent | MouseEvent) => e.preventDefault();

export function keyName(t: (k: string) => string, key: KeypadKey): string {
  if (key === 'back') return t('common.keyBack');
  if (key === 'clear') return t('common.keyClear');
  if (key === 'space') return t('common.keySpace');
  if (key === 'done') return t('common.keyDone');
  return key;
}

export function Keypad({ label, onKey, className }: KeypadProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className={[styles.keypad, className].filter(Boolean).join(' ')}>
      {DIGIT_ROWS.flat().map((key) => (
        <button
          key={key}
          type="button"
          className={[styles.key, key.length > 1 ? styles.action : ''].join(' ')}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={() => onKey(key)}
          aria-label={key.length > 1 ? keyName(t, key) : undefined}
        >
          {key === 'back' ? '⌫' : key === 'clear' ? t('common.keyClearShort') : key}
        </button>
      ))}
    </div>
  );
}
