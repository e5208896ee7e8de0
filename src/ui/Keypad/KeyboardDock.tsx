// The on-screen keyboard docked at the foot of the screen (issue 34): while a text field inside the
// page has the focus, the numeric keypad (fields with inputMode numeric, decimal or tel, or
// data-keypad="numeric") or the text keyboard types into it, as a person's keyboard would (the field's
// own change handling sees each key). Fields with inputMode "none" bring their own keypad.
// Inside a dialog the dock is drawn in the dialog (its focus trap lets nothing outside be pressed).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n';
import { Keypad } from './Keypad';
import { TextKeyboard } from './TextKeyboard';
import { applyKey, type KeypadKey } from './keys';
import styles from './Keypad.module.css';

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_TYPES = new Set(['text', 'tel', 'number', 'search', 'email', 'password', '']);

/** The field a dock types into, or null (buttons, checkboxes, read-only fields, inputMode none: own keypad). */
export function typingField(el: EventTarget | null): TextField | null {
  if (el instanceof HTMLTextAreaElement) return el.readOnly || el.disabled ? null : el;
  if (!(el instanceof HTMLInputElement)) return null;
  if (!TEXT_TYPES.has(el.type) || el.readOnly || el.disabled || el.inputMode === 'none') return null;
  return el;
}

/** Whether a field takes digits (the keypad) rather than text. */
export function numericField(el: TextField): boolean {
  const mode = el.dataset.keypad ?? el.inputMode;
  return mode === 'numeric' || mode === 'decimal' || mode === 'tel' || (el as HTMLInputElement).type === 'number';
}

/** Sets a field's value as typing would: through the element's own setter, then an input event. */
export function typeInto(el: TextField, key: KeypadKey): void {
  const max = el.maxLength >= 0 ? el.maxLength : undefined;
  const next = applyKey(el.value, key, max);
  if (next === el.value) return;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, next);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A number per field: the text keyboard starts afresh (no pinyin letters pending) for another field. */
const fieldIds = new WeakMap<TextField, number>();
let lastFieldId = 0;
function fieldId(el: TextField): number {
  let id = fieldIds.get(el);
  if (id === undefined) fieldIds.set(el, (id = ++lastFieldId));
  return id;
}

export interface KeyboardDockProps {
  /** Only fields inside this element (default: the whole page). */
  within?: () => HTMLElement | null;
}

export function KeyboardDock({ within }: KeyboardDockProps) {
  const { t } = useTranslation();
  const [field, setField] = useState<TextField | null>(null);

  useEffect(() => {
    const take = (target: EventTarget | null) => {
      if (target instanceof Element && target.closest('[data-keyboard-dock]')) return;
      const f = typingField(target);
      const scope = within?.();
      setField(f && (!scope || scope.contains(f)) ? f : null);
    };
    const onFocus = (e: FocusEvent) => take(e.target);
    // A field that had the focus before the dock was drawn (its code loaded on first use) types too.
    if (typingField(document.activeElement)) take(document.activeElement);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [within]);

  // The field stays in sight above the keyboard (the spacer below gives the page room to scroll).
  useEffect(() => {
    if (!field) return undefined;
    const h = setTimeout(() => field.scrollIntoView({ block: 'center' }), 50);
    return () => clearTimeout(h);
  }, [field]);

  // A field that goes away (its dialog closed, the step changed) takes the keyboard with it.
  useEffect(() => {
    if (!field) return undefined;
    const h = setInterval(() => {
      if (!field.isConnected) setField(null);
    }, 300);
    return () => clearInterval(h);
  }, [field]);

  if (!field) return null;
  const onKey = (key: KeypadKey) => {
    if (key === 'done') {
      setField(null);
      field.blur();
      return;
    }
    typeInto(field, key);
    field.focus({ preventScroll: true });
  };
  const dialog = field.closest<HTMLElement>('[role="dialog"]');
  const label = t('common.keyboardFor');
  return createPortal(
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={[styles.dock, dialog ? styles.inDialog : ''].join(' ')} data-keyboard-dock="">
        {numericField(field) ? (
          <>
            <Keypad label={label} onKey={onKey} />
            <TextKeyboardDone onDone={() => onKey('done')} />
          </>
        ) : (
          <TextKeyboard key={fieldId(field)} label={label} onKey={onKey} />
        )}
      </div>
    </>,
    dialog ?? document.body,
  );
}

function TextKeyboardDone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[styles.key, styles.action].join(' ')}
      onPointerDown={(e) => e.preventDefault()}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onDone}
    >
      {t('common.keyDone')}
    </button>
  );
}
