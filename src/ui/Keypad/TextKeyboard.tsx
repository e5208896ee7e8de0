// The on-screen text keyboard (issue 34): digits, letters (a shift for capitals), space, delete and
// done as large keys, for notes, names and phone numbers on a touch screen with no keyboard. Like the
// keypad it only reports keys; the field keeps the value.
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { keepFocus, keyName } from './Keypad';
import { TEXT_ROWS, type KeypadKey } from './keys';
import styles from './Keypad.module.css';

export interface TextKeyboardProps {
  label: string;
  onKey: (key: KeypadKey) => void;
  className?: string;
}

export function TextKeyboard({ label, onKey, className }: TextKeyboardProps) {
  const { t } = useTranslation();
  const [shift, setShift] = useState(false);
  const press = (key: KeypadKey) => {
    onKey(key);
    if (shift && key.length === 1) setShift(false);
  };
  const actionKey = (key: KeypadKey, text: string, wide = styles.wide) => (
    <button
      type="button"
      className={[styles.key, styles.action, wide].join(' ')}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={() => press(key)}
      aria-label={keyName(t, key)}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={label} className={[styles.keyboard, className].filter(Boolean).join(' ')}>
      {TEXT_ROWS.map((row, i) => (
        <div key={i} className={styles.row}>
          {row.map((k) => {
            const ch = shift ? k.toUpperCase() : k;
            return (
              <button
                key={k}
                type="button"
                className={styles.key}
                onPointerDown={keepFocus}
                onMouseDown={keepFocus}
                onClick={() => press(ch)}
              >
                {ch}
              </button>
            );
          })}
        </div>
      ))}
      <div className={styles.row}>
        <button
          type="button"
          className={[styles.key, styles.action, styles.wide].join(' ')}
          aria-pressed={shift}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={() => setShift((s) => !s)}
        >
          {t('common.keyShift')}
        </button>
        {actionKey('space', t('common.keySpace'), styles.space)}
        {actionKey('back', '⌫')}
        {actionKey('done', t('common.keyDone'))}
      </div>
    </div>
  );
}
