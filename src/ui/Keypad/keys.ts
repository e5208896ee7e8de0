// The keys of the on-screen keypad and text keyboard, and what a key does to a value (pure, tested).

/** Keys that are not characters. */
export const KEYPAD_ACTIONS = ['back', 'clear', 'space', 'done'] as const;
export type KeypadAction = (typeof KEYPAD_ACTIONS)[number];
/** A key: one character, or an action. */
export type KeypadKey = KeypadAction | (string & { readonly __char?: never });

/** The numeric keypad's rows. */
export const DIGIT_ROWS: readonly (readonly KeypadKey[])[] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['clear', '0', 'back'],
];

/** The text keyboard's rows (letters, digits and the marks names, notes and phone numbers need). */
export const TEXT_ROWS: readonly (readonly string[])[] = [
  ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l', "'"],
  ['z', 'x', 'c', 'v', 'b', 'n', 'm', ',', '.', '-'],
];

/** The value after a key, kept within maxLength (a key past the limit changes nothing). */
export function applyKey(value: string, key: KeypadKey, maxLength?: number): string {
  if (key === 'done') return value;
  if (key === 'clear') return '';
  if (key === 'back') return Array.from(value).slice(0, -1).join('');
  const ch = key === 'space' ? ' ' : key;
  const next = value + ch;
  return maxLength !== undefined && maxLength >= 0 && Array.from(next).length > maxLength ? value : next;
}
