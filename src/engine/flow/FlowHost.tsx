// Runs a flow manifest in React: the current state's screen, an ordinary screen manifest, drawn by
// the engine's DocumentView; events arrive through the flow event door (flow.send, sendFlowEvent).
// The host (e.g. the kiosk) gives the conditions' context, timer durations and its timer hook.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FlowManifest, ScreenManifest } from '../contract';
import { withChunkTimeout } from '../runtime/chunks';
import { preloadComponents } from '../runtime/registry';
import { DocumentView } from '../runtime/Renderer';
import { routeLoaders, typesOf } from '../runtime/routeLoaders';
import { onFlowEvent } from './events';
import type { FlowContext } from './interpreter';
import { FlowRunner, type FlowChange, type FlowRunnerOptions } from './runner';

export interface FlowHostProps {
  flow: FlowManifest;
  context: () => FlowContext;
  durations?: FlowRunnerOptions['durations'];
  onTimer?: FlowRunnerOptions['onTimer'];
  /** Every move of the flow, with the runner (to restart timers on activity, say). */
  onChange?: (change: FlowChange, runner: FlowRunner) => void;
  /** Gets the runner once it exists. */
  onRunner?: (runner: FlowRunner | null) => void;
  params?: Record<string, string | undefined>;
  query?: URLSearchParams;
  /** Shown while a state's screen loads. */
  pending?: ReactNode;
  /** Shown when a state's screen cannot load (with a retry of the host's). */
  failed?: (retry: () => void) => ReactNode;
  /** Loads every state's screen and its components in idle time once the flow runs (so steps open offline). */
  warm?: boolean;
  /** Loads a screen manifest by id (default: the route table's loader). */
  loadScreen?: (id: string) => Promise<ScreenManifest>;
}

async function defaultLoad(id: string): Promise<ScreenManifest> {
  const l = routeLoaders();
  if (!l) throw new Error('No screen loader: the route table is not built');
  return l.loadScreen(id);
}

export function FlowHost({
  flow,
  context,
  durations,
  onTimer,
  onChange,
  onRunner,
  params,
  query,
  pending = null,
  failed,
  warm = false,
  loadScreen = defaultLoad,
}: FlowHostProps) {
  const latest = useRef({ context, onTimer, onChange, durations });
  latest.current = { context, onTimer, onChange, durations };
  const [runner] = useState(
    () =>
      new FlowRunner({
        flow,
        context: () => latest.current.context(),
        durations: () => {
          const d = latest.current.durations;
          return (typeof d === 'function' ? d() : d) ?? {};
        },
        onTimer: (t, go) => (latest.current.onTimer ? latest.current.onTimer(t, go) : go()),
      }),
  );
  const [change, setChange] = useState<FlowChange | null>(null);
  const [doc, setDoc] = useState<ScreenManifest | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const offChange = runner.subscribe((c) => {
      setChange(c);
      latest.current.onChange?.(c, runner);
    });
    const offEvents = onFlowEvent((ev) => {
      runner.send(ev);
    });
    onRunner?.(runner);
    runner.start();
    return () => {
      offChange();
      offEvents();
      runner.stop();
      onRunner?.(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per runner; onRunner is a new function each parent render
  }, [runner]);

  useEffect(() => {
    if (!warm) return undefined;
    const idle =
      (globalThis as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback ??
      ((fn: () => void) => void setTimeout(fn, 300));
    let live = true;
    idle(() => {
      if (!live) return;
      const ids = [...new Set(Object.values(flow.states).map((s) => s.screen))];
      for (const id of ids)
        void loadScreen(id)
          .then((d) => preloadComponents(typesOf(d)))
          .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [warm, flow, loadScreen]);

  const screen = change?.screen ?? '';
  useEffect(() => {
    if (!screen) return undefined;
    let live = true;
    setError(false);
    void withChunkTimeout(loadScreen(screen))
      .then(async (d) => {
        await preloadComponents(typesOf(d));
        return d;
      })
      .then((d) => {
        if (live) setDoc(d);
      })
      .catch(() => {
        if (live) setError(true);
      });
    return () => {
      live = false;
    };
  }, [screen, loadScreen, attempt]);

  // A new step: the focus moves to its top, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (change && change.cause !== 'start') box.current?.focus({ preventScroll: false });
  }, [change]);

  if (error && failed) return <>{failed(() => setAttempt((n) => n + 1))}</>;
  if (!doc || doc.id !== screen) return <>{pending}</>;
  return (
    <div ref={box} tabIndex={-1} data-flow-state={change?.state} style={{ outline: 'none' }}>
      <DocumentView
        key={change?.state}
        doc={doc}
        file={`screens/screens/${doc.id}.json`}
        params={params}
        query={query}
      />
    </div>
  );
}
