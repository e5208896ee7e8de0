// The on-screen text keyboard (issue 34): digits, letters (a shift for capitals), space, delete and
// done as large keys, for notes, names and phone numbers on a touch screen with no keyboard. Like the
// keypad it only reports keys; the field keeps the value.
// In Chinese (zh-hans) it has the language's input: letters are composed as pinyin and the candidate
// bar offers the characters they stand for (tap one to type it; space types the first); the Pinyin
// key turns this off to type Latin letters. Delete takes back a composed letter first; any other key
// types the composed letters as they are, then itself.
import { useState } from 'react';
import { normaliseLang, useTranslation } from '../../i18n';
import { CandidateBar } from './CandidateBar';
import { keepFocus, keyName } from './Keypad';
import { TEXT_ROWS, type KeypadKey } from './keys';
import { usePinyin } from './usePinyin';
import styles from './Keypad.module.css';

export interface TextKeyboardProps {
  label: string;
  onKey: (key: KeypadKey) => void;
  className?: string;
}

export function TextKeyboard({ label, onKey, className }: TextKeyboardProps) {
  const { t, i18n } = useTranslation();
  const chinese = normaliseLang(i18n.language) === 'zh-hans';
  const [shift, setShift] = useState(false);
  const [latin, setLatin] = useState(false);
  const [letters, setLetters] = useState('');
  const [page, setPage] = useState(0);
  const composing = chinese && !latin;
  const { candidates, loading } = usePinyin(composing, letters);

  const compose = (next: string) => {
    setLetters(next);
    setPage(0);
  };
  const flush = () => {
    for (const ch of letters) onKey(ch);
    compose('');
  };
  const choose = (ch: string) => {
    onKey(ch);
    compose(letters.slice(Math.max(1, candidates.consumed)));
  };
  const press = (key: KeypadKey) => {
    if (composing && !shift && /^[a-z]$/.test(key)) compose(letters + key);
    else if (letters && key === 'back') compose(letters.slice(0, -1));
    else if (letters && key === 'space' && candidates.chars.length > 0) choose(candidates.chars[0]);
    else {
      flush();
      onKey(key);
    }
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
  const toggle = (pressed: boolean, text: string, onClick: () => void) => (
    <button
      type="button"
      className={[styles.key, styles.action, styles.wide].join(' ')}
      aria-pressed={pressed}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={onClick}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={label} className={[styles.keyboard, className].filter(Boolean).join(' ')}>
      {composing && letters && (
        <CandidateBar
          letters={letters}
          chars={candidates.chars}
          page={page}
          loading={loading}
          onPage={setPage}
          onChoose={choose}
        />
      )}
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
        {toggle(shift, t('common.keyShift'), () => setShift((s) => !s))}
        {chinese &&
          toggle(!latin, t('common.keyPinyin'), () => {
            flush();
            setLatin((l) => !l);
          })}
        {actionKey('space', t('common.keySpace'), styles.space)}
        {actionKey('back', '⌫')}
        {actionKey('done', t('common.keyDone'))}
      </div>
    </div>
  );
}
