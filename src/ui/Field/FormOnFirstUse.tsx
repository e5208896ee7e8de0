// A form whose form layer (react-hook-form, Radix) loads on first use, not with the page: until the
// visitor focuses, presses on or sends the form, `still` (the same markup on native controls, without
// the form layer) stands in. Then `load` brings the live form in one commit, no spinner and no shift:
// it takes over what was typed and chosen (`initial`, `ticked`: stillState.ts), the focus and caret,
// and a send made before it was there (sent once, when it arrives; the stand-in shows it as busy). A
// button of the stand-in pressed before (type="button" with an id: Apply, Read the terms) is pressed
// again on the live form's button of that id.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { pressAgain, readStill, restoreFocus, type FirstUseProps } from './stillState';
import styles from './Field.module.css';

export type { FirstUseProps } from './stillState';

export interface FormOnFirstUseProps<P> {
  load: () => Promise<ComponentType<P & FirstUseProps>>;
  props: P;
  /**
   * The stand-in; as a function it is told when a send waits for the live form (a busy button), and
   * when a send could not go because the live form could not load (`unsent`: the network dropped).
   */
  still: ReactNode | ((state: { sending: boolean; unsent: boolean }) => ReactNode);
  /** Load the live form at once (a state the stand-in does not draw). */
  now?: boolean;
}

export function FormOnFirstUse<P extends object>({ load, props, still, now = false }: FormOnFirstUseProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<P & FirstUseProps> | null>(null);
  const [sending, setSending] = useState(false);
  // The last load failed (the network dropped): a form wanted at once tries again when it is back.
  const [failed, setFailed] = useState(false);
  // A send pressed while the code could not come: the stand-in says so (nothing was sent).
  const [unsent, setUnsent] = useState(false);
  const started = useRef(false);
  const sendAsked = useRef(false);
  const pressedId = useRef('');
  // A press under way (pointer down, its click not yet delivered): the swap waits for its click, so a
  // radio or box pressed as the code arrives is chosen in the stand-in, then taken over.
  const pressing = useRef(false);
  const ready = useRef<ComponentType<P & FirstUseProps> | null>(null);
  const root = useCallback(() => box.current, []);
  const send = useCallback(() => sendAsked.current, []);
  const pressed = useCallback(() => pressedId.current, []);

  // The swap renders, commits and runs its effects in one task (a sync render): no key pressed as the
  // code arrives falls between reading the stand-in and the commit, or between the commit and the
  // live controls' own listeners (Radix's radios choose on an arrow key through an effect's listener:
  // an arrow pressed before it ran moved the focus without choosing).
  const show = useCallback(() => {
    const Form = ready.current;
    if (Form && !pressing.current) flushSync(() => setLive(() => Form));
  }, []);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    // A failed load (the network dropped) is tried again at the next focus, press or send (and, for
    // a form wanted at once, when the browser is back online).
    load().then(
      (Form) => {
        ready.current = Form;
        show();
      },
      () => {
        started.current = false;
        if (sendAsked.current) setUnsent(true);
        sendAsked.current = false;
        setSending(false);
        setFailed(true);
      },
    );
  }, [load, show]);
  useEffect(() => {
    if (now) start();
  }, [now, start]);
  // A state the stand-in does not draw waits for no use: its load is tried again once back online.
  useEffect(() => {
    if (!now || !failed) return undefined;
    const again = () => {
      setFailed(false);
      start();
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [now, failed, start]);

  const onPointerDown = () => {
    pressing.current = true;
    whenPressEnds(() => {
      pressing.current = false;
      show();
    });
    start();
  };
  const onClick = (e: SyntheticEvent) => {
    const button = (e.target as Element).closest?.('button[type="button"][id]');
    if (button) pressedId.current = button.id;
  };
  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault();
    sendAsked.current = true;
    setUnsent(false);
    setSending(true);
    start();
  };

  return Live ? (
    <div ref={box} className={styles.contents}>
      <Handover Form={Live} props={props} root={root} send={send} pressed={pressed} />
    </div>
  ) : (
    <div
      ref={box}
      className={styles.contents}
      onFocusCapture={start}
      onPointerDownCapture={onPointerDown}
      onKeyDownCapture={start}
      onClickCapture={onClick}
      onSubmitCapture={onSubmit}
    >
      {typeof still === 'function' ? still({ sending, unsent }) : still}
    </div>
  );
}

/** How long a press may wait for its click after the pointer is up (a tap's click comes in a task of its own). */
const CLICK_WAIT_MS = 400;
/** How long a press may hold the swap at all (a pointer held down, a lost pointerup). */
const PRESS_WAIT_MS = 2000;

/**
 * Calls `done` once the press begun now has delivered its click (after the click's own handlers), or
 * soon after the pointer is up or cancelled when no click comes (a drag, a scroll).
 */
function whenPressEnds(done: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    window.removeEventListener('click', end, true);
    window.removeEventListener('pointerup', up, true);
    window.removeEventListener('pointercancel', up, true);
    clearTimeout(timer);
    setTimeout(done, 0);
  };
  const up = () => {
    clearTimeout(timer);
    timer = setTimeout(end, CLICK_WAIT_MS);
  };
  timer = setTimeout(end, PRESS_WAIT_MS);
  window.addEventListener('click', end, true);
  window.addEventListener('pointerup', up, true);
  window.addEventListener('pointercancel', up, true);
}

interface HandoverProps<P> {
  Form: ComponentType<P & FirstUseProps>;
  props: P;
  root: () => HTMLElement | null;
  send: () => boolean;
  pressed: () => string;
}

/**
 * The live form, given what the stand-in holds. Read while rendering the swap, the stand-in still on
 * screen: render and commit run in one task, so no keystroke falls between the reading and the swap.
 */
function Handover<P extends object>({ Form, props, root, send, pressed }: HandoverProps<P>) {
  const [taken] = useState(() => readStill(root()));
  useLayoutEffect(() => {
    restoreFocus(root(), taken.focus);
    // A press or a send waits for the live form to draw what it took over (a delivery's address
    // field comes with the chosen type, in a render of its own): its rules see every field.
    const id = pressed();
    const sending = send();
    if (!id && !sending) return undefined;
    const timer = setTimeout(() => {
      const box = root();
      if (id) pressAgain(box, id);
      if (sending) box?.querySelector('form')?.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, [taken, root, send, pressed]);
  return <Form {...props} initial={taken.initial} ticked={taken.ticked} />;
}
