// The flow runner: events, named timers on a fake clock, restarts on activity, the host's timer hook.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import kioskJson from '../../../screens/kiosk/kiosk.json';
import type { FlowManifest } from '../../../src/engine/contract';
import { FlowRunner, onFlowEvent, sendFlowEvent, type FlowChange } from '../../../src/engine/flow';

const flow = kioskJson as unknown as FlowManifest;
const context = () => ({
  config: { kiosk: { splash: true, chooseLanguage: true, eatInTakeAway: true, tableLocator: true } },
  state: { kiosk: { dining: 'eat-in' } },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('FlowRunner', () => {
  it('starts, moves on events, reports each change with its cause', () => {
    const r = new FlowRunner({ flow, context });
    const seen: FlowChange[] = [];
    r.subscribe((c) => seen.push(c));
    r.start();
    expect(r.state).toBe('startup');
    expect(r.screen).toBe('kiosk-startup');
    expect(r.send('READY')).toBe(true);
    expect(r.send('NOPE')).toBe(false);
    expect(seen.map((c) => [c.from, c.state, c.cause])).toEqual([
      [null, 'startup', 'start'],
      ['startup', 'splash', 'READY'],
    ]);
    r.stop();
  });

  it('runs out a timer into its target, with the host durations', () => {
    const r = new FlowRunner({
      flow,
      context,
      durations: { inactivity: 1000, thanksDisplay: 200, orderNumberDisplay: 300 },
    });
    r.start();
    r.send('READY');
    r.send('TOUCH');
    expect(r.state).toBe('language');
    vi.advanceTimersByTime(999);
    expect(r.state).toBe('language');
    vi.advanceTimersByTime(1);
    expect(r.state).toBe('splash');
    r.stop();
  });

  it('activity restarts the idle timer; leaving a state cancels its timers', () => {
    const r = new FlowRunner({ flow, context, durations: { inactivity: 1000 } });
    r.start();
    r.send('READY');
    r.send('TOUCH');
    vi.advanceTimersByTime(900);
    r.restartTimers(['inactivity']);
    vi.advanceTimersByTime(900);
    expect(r.state).toBe('language');
    r.send('CHOSEN');
    vi.advanceTimersByTime(999);
    expect(r.state).toBe('dining');
    vi.advanceTimersByTime(1);
    expect(r.state).toBe('splash');
    r.stop();
  });

  it('thanks by its timer, then the order number until Done, then the splash', () => {
    const r = new FlowRunner({ flow, context, durations: { thanksDisplay: 2000, orderNumberDisplay: 3000 } });
    r.start();
    r.send('READY');
    for (const ev of ['TOUCH', 'CHOSEN', 'EAT_IN', 'ENTERED', 'CART', 'CHECKOUT', 'PAY']) r.send(ev);
    expect(r.state).toBe('payment');
    vi.advanceTimersByTime(60_000);
    expect(r.state).toBe('payment'); // no timer while paying
    r.send('PAID');
    expect(r.state).toBe('thanks');
    vi.advanceTimersByTime(2000);
    expect(r.state).toBe('order-number');
    vi.advanceTimersByTime(60_000);
    expect(r.state).toBe('order-number'); // the step counts down itself and sends DONE
    r.send('DONE');
    expect(r.state).toBe('splash');
    r.stop();
  });

  it('the host hook decides when a timer moves the flow; a late go after activity does nothing', () => {
    let pending: (() => void) | null = null;
    const r = new FlowRunner({
      flow,
      context,
      durations: { inactivity: 100 },
      onTimer: (_t, go) => {
        pending = go;
      },
    });
    r.start();
    r.send('READY');
    r.send('TOUCH');
    vi.advanceTimersByTime(100);
    expect(r.state).toBe('language');
    const stale = pending!;
    r.restartTimers();
    stale();
    expect(r.state).toBe('language');
    vi.advanceTimersByTime(100);
    pending!();
    expect(r.state).toBe('splash');
    r.stop();
  });

  it('takes events through the flow event door', () => {
    const r = new FlowRunner({ flow, context });
    r.start();
    const off = onFlowEvent((ev) => r.send(ev));
    expect(sendFlowEvent('READY')).toBe(true);
    expect(r.state).toBe('splash');
    off();
    expect(sendFlowEvent('TOUCH')).toBe(false);
    r.stop();
  });
});
