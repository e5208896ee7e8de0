// A form whose form layer (react-hook-form) loads on first use, not with the page: until the visitor
// focuses, presses on or sends the form, `still` (the same markup without the form layer) stands in.
// Then `load` brings the live form in one commit, no spinner and no shift: it takes over what was
// typed (`initial`, by input name), the focus and caret, and a send made before it was there.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
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

export function FormOnFirstUse<P extends object>({ load, props, still }: FormOnFirstUseProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<P & FirstUseProps> | null>(null);
  const started = useRef(false);
  const sendAsked = useRef(false);
  const root = useCallback(() => box.current, []);
  const send = useCallback(() => sendAsked.current, []);

  const start = () => {
    if (started.current) return;
    started.current = true;
    // A failed load (the network dropped) is tried again at the next focus, press or send.
    load().then(
      (Form) => setLive(() => Form),
      () => {
        started.current = false;
      },
    );
  };

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault();
    sendAsked.current = true;
    start();
  };

  return Live ? (
    <div ref={box} className={styles.contents}>
      <Handover Form={Live} props={props} root={root} send={send} />
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

interface HandoverProps<P> {
  Form: ComponentType<P & FirstUseProps>;
  props: P;
  root: () => HTMLElement | null;
  send: () => boolean;
}

/**
 * The live form, given what the stand-in holds. Read while rendering the swap, the stand-in still on
 * screen: render and commit run in one task, so no keystroke falls between the reading and the swap.
 */
function Handover<P extends object>({ Form, props, root, send }: HandoverProps<P>) {
  const [taken] = useState(() => readStill(root()));
  useLayoutEffect(() => {
    const el = taken.focusId ? root()?.querySelector<Typed>(`[id="${taken.focusId}"]`) : null;
    if (el) {
      el.focus();
      if (taken.caret) restoreCaret(el, taken.caret);
    }
    if (send()) root()?.querySelector('form')?.requestSubmit();
  }, [taken, root, send]);
  return <Form {...props} initial={taken.initial} />;
}

/** The stand-in's typed values (by input name), and the control with the focus and its caret. */
function readStill(root: HTMLElement | null): {
  initial: Record<string, string>;
  focusId?: string;
  caret?: [number | null, number | null];
} {
  const initial: Record<string, string> = {};
  root?.querySelectorAll<Typed>('input[name], textarea[name]').forEach((el) => {
    if (el.value) initial[el.name] = el.value;
  });
  const active = document.activeElement as Typed | null;
  if (!active || !root?.contains(active) || !active.id) return { initial };
  return { initial, focusId: active.id, caret: 'selectionStart' in active ? caretOf(active) : undefined };
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
