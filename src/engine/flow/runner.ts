// A running flow: the current state, its timers on a clock, and events moving it on. The host
// (a React component, a test) gives the conditions' context, the timer durations and a clock.
import type { FlowManifest } from '../contract';
import {
  initialState,
  screenOf,
  stateTimers,
  timerTarget,
  transition,
  type FlowContext,
  type StateTimer,
} from './interpreter';

export interface FlowClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: FlowClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Why the flow moved: an event's name, `timer:<name>`, or `start`. */
export type FlowCause = string;

export interface FlowChange {
  state: string;
  screen: string;
  from: string | null;
  cause: FlowCause;
}

export interface FlowRunnerOptions {
  flow: FlowManifest;
  /** Read at every decision, so configuration and state changes count at once. */
  context: () => FlowContext;
  /** Timer durations in ms by name, over the flow's own (a function: read each time a timer starts). */
  durations?: Readonly<Record<string, number>> | (() => Readonly<Record<string, number>>);
  clock?: FlowClock;
  /**
   * Asked when a timer runs out, before the flow moves: call `go` to move (at once, or after a
   * countdown of the host's). A `go` called after the state changed or its timers restarted does nothing.
   * Without it, the flow moves at once.
   */
  onTimer?: (timer: StateTimer, go: () => void) => void;
}

export class FlowRunner {
  private current = '';
  private handles = new Map<string, unknown>();
  /** Per timer: bumped when it is cleared, so a late `go` of an old run does nothing. */
  private runs = new Map<string, number>();
  private generation = 0;
  private listeners = new Set<(c: FlowChange) => void>();
  private readonly clock: FlowClock;

  constructor(private readonly opts: FlowRunnerOptions) {
    this.clock = opts.clock ?? realClock;
  }

  get state(): string {
    return this.current;
  }

  get screen(): string {
    return this.current ? screenOf(this.opts.flow, this.current) : '';
  }

  /** Enters the first state that shows (again, when already running). */
  start(): void {
    this.moveTo(initialState(this.opts.flow, this.opts.context()), 'start');
  }

  /** Sends an event. Returns whether the current state answered it (and the flow moved). */
  send(event: string): boolean {
    if (!this.current) return false;
    const next = transition(this.opts.flow, this.current, event, this.opts.context());
    if (!next) return false;
    this.moveTo(next, event);
    return true;
  }

  /** Starts the current state's timers again (all, or those named): activity resets an idle timer. */
  restartTimers(names?: readonly string[]): void {
    if (!this.current) return;
    const own = Object.keys(this.opts.flow.states[this.current]?.timers ?? {});
    const which = names ? own.filter((n) => names.includes(n)) : own;
    for (const name of which) this.clearTimer(name);
    this.startTimers(which);
  }

  /** Whether the current state runs a timer of that name. */
  hasTimer(name: string): boolean {
    return Boolean(this.current && this.opts.flow.states[this.current]?.timers?.[name]);
  }

  /** Stops every timer; the flow stays where it is until the next event or start. */
  stop(): void {
    this.clearTimers();
    this.current = '';
  }

  subscribe(listener: (c: FlowChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private moveTo(state: string, cause: FlowCause): void {
    const from = this.current || null;
    this.clearTimers();
    this.current = state;
    this.startTimers();
    const change: FlowChange = { state, screen: this.screen, from, cause };
    for (const l of [...this.listeners]) l(change);
  }

  private clearTimers(): void {
    this.generation++;
    for (const name of [...this.handles.keys()]) this.clearTimer(name);
  }

  private clearTimer(name: string): void {
    if (this.handles.has(name)) this.clock.clearTimeout(this.handles.get(name));
    this.handles.delete(name);
    this.runs.set(name, (this.runs.get(name) ?? 0) + 1);
  }

  private startTimers(names?: readonly string[]): void {
    const gen = this.generation;
    const at = this.current;
    for (const timer of stateTimers(
      this.opts.flow,
      at,
      typeof this.opts.durations === 'function' ? this.opts.durations() : this.opts.durations,
    )) {
      if (names && !names.includes(timer.name)) continue;
      const run = this.runs.get(timer.name) ?? 0;
      const live = () => gen === this.generation && this.current === at && (this.runs.get(timer.name) ?? 0) === run;
      const go = () => {
        if (!live()) return;
        const next = timerTarget(this.opts.flow, at, timer.name, this.opts.context());
        if (next) this.moveTo(next, `timer:${timer.name}`);
      };
      this.handles.set(
        timer.name,
        this.clock.setTimeout(() => {
          if (!live()) return;
          this.handles.delete(timer.name);
          if (this.opts.onTimer) this.opts.onTimer(timer, go);
          else go();
        }, timer.ms),
      );
    }
  }
}
