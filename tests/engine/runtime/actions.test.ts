import { describe, expect, it, vi } from 'vitest';
import { registerAction, runActions } from '../../../src/engine/runtime/actions';
import { noopEnv } from '../../../src/engine/runtime/context';
import { meetsRequires, reservationEnabledLocal, orderingOpen } from '../../../src/engine/runtime/guards';
import { registerComponent, clearRegistry, DuplicateComponentError } from '../../../src/engine/runtime/registry';
import { readState, writeState } from '../../../src/engine/runtime/state';

describe('action runtime', () => {
  it('runs built-in actions in order with resolved arguments', async () => {
    const push = vi.fn();
    const toast = vi.fn();
    const env = { ...noopEnv({ params: { id: 'x' } }), nav: { push, replace: vi.fn(), back: vi.fn() }, toast };
    const n = await runActions(
      [
        { action: 'navigate', to: { $param: 'id' }, delay: 100 },
        { action: 'toast', message: 'message.cartExpired', when: false },
        { action: 'toast', message: 'message.networkUnstable' },
      ],
      env,
    );
    expect(n).toBe(2);
    expect(push).toHaveBeenCalledWith('x', 100);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0][0]).toBe('message.networkUnstable');
  });
  it('reports an unknown action and stops, without throwing', async () => {
    const report = vi.fn();
    const toast = vi.fn();
    const n = await runActions([{ action: 'nope' }, { action: 'toast', message: 'm' }], {
      ...noopEnv({}),
      report,
      toast,
    });
    expect(n).toBe(0);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'action.failed' }));
    expect(toast).not.toHaveBeenCalled();
  });
  it('nav.backButton follows the manifest\'s "enabled" (merchant login turns it off), "on" as the older spelling', async () => {
    const set = vi.fn();
    const env = { ...noopEnv({}), setBackButton: set };
    await runActions([{ action: 'nav.backButton', enabled: false }], env);
    await runActions([{ action: 'nav.backButton', enabled: true }], env);
    await runActions([{ action: 'nav.backButton', on: false }], env);
    await runActions([{ action: 'nav.backButton' }], env);
    expect(set.mock.calls.map((c) => c[0])).toEqual([false, true, false, true]);
  });
  it('lets modules register actions, once', async () => {
    const add = vi.fn();
    // A test-only name, outside the catalogue (src/engine/actionCatalogue.ts) that registerAction's type holds to.
    const name = 'test.add' as Parameters<typeof registerAction>[0];
    registerAction(name, (a) => add(a.qty));
    expect(() => registerAction(name, () => {})).toThrow(/twice/);
    await runActions([{ action: 'test.add', qty: 2 }], noopEnv({}));
    expect(add).toHaveBeenCalledWith(2);
  });
  it('state.set writes only writable slices', () => {
    expect(writeState('/screen/tab', 'a')).toBe(true);
    expect(readState('/screen/tab')).toBe('a');
    expect(writeState('/dialogs/open', [])).toBe(false);
  });
});

describe('registry', () => {
  it('refuses a component type registered twice', () => {
    clearRegistry();
    const load = async () => ({ default: () => null });
    registerComponent({ type: 'X', load });
    expect(() => registerComponent({ type: 'X', load })).toThrow(DuplicateComponentError);
    clearRegistry();
  });
});

describe('guards', () => {
  it('reservation needs the 5th licence character to be 1', () => {
    expect(reservationEnabledLocal('00001')).toBe(true);
    expect(reservationEnabledLocal('11110')).toBe(false);
    expect(reservationEnabledLocal('1111')).toBe(false);
    expect(reservationEnabledLocal(undefined)).toBe(false);
  });
  it('requires: licence flags and config keys must all hold', () => {
    const lic = { status: 1, licenses: '00001' };
    expect(meetsRequires({ licence: ['reservation', 'status'] }, lic, {})).toBe(true);
    expect(meetsRequires({ licence: ['reservation'] }, { licenses: '0000' }, {})).toBe(false);
    expect(meetsRequires({ config: ['/enableMember'] }, lic, { enableMember: '0' })).toBe(false);
    expect(meetsRequires({ config: ['enableMember'] }, lic, { enableMember: true })).toBe(true);
    expect(meetsRequires({ licence: ['unknownFlag'] }, lic, {})).toBe(false);
  });
  it('ordering is open only at licence status 1', () => {
    expect(orderingOpen({ status: 1 })).toBe(true);
    expect(orderingOpen({ status: 0 })).toBe(false);
  });
});
