import { describe, expect, it, vi } from 'vitest';
import { onFlowEvent, sendFlowEvent } from '../../src/engine/flow/events';
import { hasAction } from '../../src/engine/runtime/actions';

describe('flow events', () => {
  it('reaches every listener with its payload, and none after they stop listening', () => {
    const a = vi.fn();
    const stop = onFlowEvent(a);
    expect(sendFlowEvent('TOUCH', { x: 1 })).toBe(true);
    expect(a).toHaveBeenCalledWith('TOUCH', { x: 1 });
    stop();
    expect(sendFlowEvent('TOUCH')).toBe(false);
    expect(a).toHaveBeenCalledTimes(1);
  });
  it('refuses an event without a name', () => {
    expect(() => sendFlowEvent('')).toThrow(/needs a name/);
  });
  it('is reachable from manifests as the flow.send action', () => {
    expect(hasAction('flow.send')).toBe(true);
  });
});
