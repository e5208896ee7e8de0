// The flow interpreter's pure core: which state a flow shows, where an event or a timer leads, and
// which timers a state runs. A flow manifest (schemas/flow.schema.json) is a flat statechart:
// states with a screen, `on` (EVENT -> state), `timers` (timer name -> state when it runs out),
// `when` and `skipUnless` (conditions on configuration and state). It knows no screen by name.
import type { FlowManifest, FlowState } from '../contract';
import type { BindingContext } from '../runtime/bindings';
import { evalCondition } from '../runtime/conditions';

/** What a flow's conditions read: `$config` and `$state` (and anything else a binding context holds). */
export type FlowContext = Pick<BindingContext, 'config' | 'state' | 'licence' | 'query'>;

/** The event a skipped state is left by when it has no transition for the event that led to it. */
export const SKIP_EVENT = 'SKIP';

export class FlowError extends Error {
  constructor(
    message: string,
    public readonly flow: string,
  ) {
    super(message);
    this.name = 'FlowError';
  }
}

function stateOf(flow: FlowManifest, name: string): FlowState {
  const s = flow.states[name];
  if (!s) throw new FlowError(`Flow "${flow.id}" has no state "${name}"`, flow.id);
  return s;
}

/** Whether a state shows: its `when` and `skipUnless` both hold (an absent condition holds). */
export function stateShown(flow: FlowManifest, name: string, ctx: FlowContext): boolean {
  const s = stateOf(flow, name);
  const at = `/states/${name}`;
  return evalCondition(s.when, ctx, `${at}/when`) && evalCondition(s.skipUnless, ctx, `${at}/skipUnless`);
}

/**
 * The state actually shown when the flow goes to `name` by `via` (an event, or SKIP for a start or a
 * timer): a state that does not show is left by the same event when it has a transition for it (so
 * BACK keeps going back past a skipped step), else by SKIP (and by SKIP from there on). A state that does not show and has
 * neither shows anyway (the flow never stops on nothing). A loop of skipped states is an error.
 */
export function settle(flow: FlowManifest, name: string, ctx: FlowContext, via: string = SKIP_EVENT): string {
  const seen = new Set<string>();
  let current = name;
  for (;;) {
    if (seen.has(current))
      throw new FlowError(`Flow "${flow.id}" skips in a loop through "${[...seen].join(' -> ')}"`, flow.id);
    seen.add(current);
    if (stateShown(flow, current, ctx)) return current;
    const on = stateOf(flow, current).on ?? {};
    const next = on[via] ?? on[SKIP_EVENT];
    if (!next) return current;
    // Once a state is left by SKIP, the chain goes on forwards (no BACK into what was just skipped).
    if (!on[via]) via = SKIP_EVENT;
    stateOf(flow, next);
    current = next;
  }
}

/** The first state the flow shows. */
export function initialState(flow: FlowManifest, ctx: FlowContext): string {
  return settle(flow, flow.initial, ctx);
}

/** The state an event leads to from `current`, or null when the state does not answer that event. */
export function transition(flow: FlowManifest, current: string, event: string, ctx: FlowContext): string | null {
  const target = stateOf(flow, current).on?.[event];
  if (!target) return null;
  return settle(flow, target, ctx, event);
}

export interface StateTimer {
  name: string;
  ms: number;
  /** The state the timer leads to (before skipping). */
  target: string;
}

/**
 * The timers a state runs, with their durations: `durations` (the host's, e.g. from settings)
 * first, then the flow's `timers`. A timer with no duration anywhere is an error.
 */
export function stateTimers(
  flow: FlowManifest,
  name: string,
  durations: Readonly<Record<string, number>> = {},
): StateTimer[] {
  return Object.entries(stateOf(flow, name).timers ?? {}).map(([timer, target]) => {
    const ms = durations[timer] ?? flow.timers?.[timer];
    if (typeof ms !== 'number' || !(ms >= 0))
      throw new FlowError(`Flow "${flow.id}" has no duration for timer "${timer}"`, flow.id);
    return { name: timer, ms, target };
  });
}

/** Where a timer of `current` leads when it runs out (after skipping), or null when the state has no such timer. */
export function timerTarget(flow: FlowManifest, current: string, timer: string, ctx: FlowContext): string | null {
  const target = stateOf(flow, current).timers?.[timer];
  return target ? settle(flow, target, ctx) : null;
}

/** The screen a state shows. */
export function screenOf(flow: FlowManifest, name: string): string {
  return stateOf(flow, name).screen;
}
