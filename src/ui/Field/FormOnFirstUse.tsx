// A form whose form layer (react-hook-form) loads on first use, not with the page: until the visitor
// focuses, presses on or sends the form, `still` (the same markup without the form layer) stands in.
// Then `load` brings the live form in one commit, no spinner and no shift: it takes over what was
// typed (`initial`, by input name), the focus and caret, and a send made before it was there.
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';
import styles from './Field.module.css';

/** What the live form is given besides its own props: the values typed into the stand-in. */
export interface FirstUseProps {
  initial?: Readonly<Record<string, string>>;
}

export interface FormOnFirstUseProps<P> {
  load: () => Promise<ComponentType<P & FirstUseProps>>;
  props: P;
  still: ReactNode;
}

type Typed = HTMLInputElement | HTMLTextAreaElement;

interface Handover {
  focusId?: string;
  caret?: [number | null, number | null];
  send: boolean;
}

export function FormOnFirstUse<P extends object>({ load, props, still }: FormOnFirstUseProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{
    Form: ComponentType<P & FirstUseProps>;
    initial: Record<string, string>;
  } | null>(null);
  const started = useRef(false);
  const handover = useRef<Handover>({ send: false });

  const start = () => {
    if (started.current) return;
    started.current = true;
    void load().then((Form) => {
      const root = box.current;
      const initial: Record<string, string> = {};
      root?.querySelectorAll<Typed>('input[name], textarea[name]').forEach((el) => {
        if (el.value) initial[el.name] = el.value;
      });
      const active = document.activeElement as Typed | null;
      if (active && root?.contains(active) && active.id) {
        handover.current.focusId = active.id;
        handover.current.caret = 'selectionStart' in active ? caretOf(active) : undefined;
      }
      setLive({ Form, initial });
    });
  };

  useLayoutEffect(() => {
    if (!live) return;
    const root = box.current;
    const { focusId, caret, send } = handover.current;
    const el = focusId ? root?.querySelector<Typed>(`[id="${focusId}"]`) : null;
    if (el) {
      el.focus();
      if (caret) restoreCaret(el, caret);
    }
    if (send) root?.querySelector('form')?.requestSubmit();
  }, [live]);

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault();
    handover.current.send = true;
    start();
  };

  return live ? (
    <div ref={box} className={styles.contents}>
      <live.Form {...props} initial={live.initial} />
    </div>
  ) : (
    <div
      ref={box}
      className={styles.contents}
      onFocusCapture={start}
      onPointerDownCapture={start}
      onKeyDownCapture={start}
      onSubmitCapture={onSubmit}
    >
      {still}
    </div>
  );
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
