// What a form's stand-in holds when its live form takes over (FormOnFirstUse): the typed texts and
// chosen radios (by input name), the ticked boxes, and the control with the focus (and its caret), so
// the live form starts where the visitor is. No React and no form layer here.

/** What the live form is given besides its own props: what the visitor did in the stand-in. */
export interface FirstUseProps {
  /** Typed texts and chosen radio values, by input name (empty texts left out). */
  initial?: Readonly<Record<string, string>>;
  /** Every checkbox of the stand-in by name: ticked or not. */
  ticked?: Readonly<Record<string, boolean>>;
}

/** The control with the focus: a text control by id (with its caret), a choice by name (and value). */
export type StillFocus =
  { id: string; caret?: [number | null, number | null] } | { name: string; value?: string; kind: 'radio' | 'checkbox' };

export interface StillState extends Required<FirstUseProps> {
  focus?: StillFocus;
}

type Typed = HTMLInputElement | HTMLTextAreaElement;

/** A value inside a quoted attribute selector. */
const quoted = (s: string) => s.replace(/["\\]/g, '\\$&');

const isChoice = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

/** The stand-in's state, read from its DOM (inside `root`). */
export function readStill(root: HTMLElement | null): StillState {
  const initial: Record<string, string> = {};
  const ticked: Record<string, boolean> = {};
  root?.querySelectorAll<Typed>('input[name], textarea[name], select[name]').forEach((el) => {
    if (isChoice(el)) {
      if (el.type === 'checkbox') ticked[el.name] = el.checked;
      else if (el.checked) initial[el.name] = el.value;
    } else if (el.value) initial[el.name] = el.value;
  });
  const active = document.activeElement as Typed | null;
  if (!active || !root?.contains(active)) return { initial, ticked };
  if (isChoice(active) && active.name)
    return {
      initial,
      ticked,
      focus: { name: active.name, value: active.value, kind: active.type as 'radio' | 'checkbox' },
    };
  if (!active.id) return { initial, ticked };
  return { initial, ticked, focus: { id: active.id, caret: 'selectionStart' in active ? caretOf(active) : undefined } };
}

/**
 * Gives the live form's matching control the focus: the same id for a text control (its caret too);
 * for a choice, the live radio of that value (or the checkbox) inside the field of that name
 * (`data-field`), the Radix button the kit draws for it.
 */
export function restoreFocus(root: HTMLElement | null, focus: StillFocus | undefined): void {
  if (!root || !focus) return;
  if ('id' in focus) {
    const el = root.querySelector<Typed>(`[id="${quoted(focus.id)}"]`);
    if (!el) return;
    el.focus();
    if (focus.caret) restoreCaret(el, focus.caret);
    return;
  }
  const field = `[data-field="${quoted(focus.name)}"]`;
  const el =
    focus.kind === 'radio'
      ? root.querySelector<HTMLElement>(`${field} [role="radio"][value="${quoted(focus.value ?? '')}"]`)
      : root.querySelector<HTMLElement>(`${field} [role="checkbox"]`);
  el?.focus();
}

/** Presses the live form's button of that id (one pressed in the stand-in before the swap). */
export function pressAgain(root: HTMLElement | null, id: string): void {
  root?.querySelector<HTMLElement>(`[id="${quoted(id)}"]`)?.click();
}

/** The caret of a text control (null where the type has none, e.g. e-mail). */
function caretOf(el: Typed): [number | null, number | null] | undefined {
  try {
    return [el.selectionStart, el.selectionEnd];
  } catch {
    return undefined;
  }
}

function restoreCaret(el: Typed, [from, to]: [number | null, number | null]) {
  if (from === null || to === null) return;
  try {
    el.setSelectionRange(from, to);
  } catch {
    // A control type without a caret (e-mail, number): the focus alone is handed over.
  }
}
