import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld, scriptedFetch, type Reply } from '../api/helpers';
import { decodeBookingInfo, franchisee, FRANCHISEE_KEY, loadFranchisee } from '../../src/state/card';
import { encryptBody } from '../../src/api/wire/codec';
import { LOCAL_KEY } from '../../src/api/token-store';
import { user } from '../../src/state/stores';
import { ui } from '../../src/state/ui';

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  Object.assign(franchisee, { cardNum: '', passCode: '', priceLevel: 0 });
});

const list: Reply = {
  body: {
    success: true,
    result: [
      { cardNum: 'F1', passCode: 'p1' },
      { cardNum: 'F2', passCode: 'p2' },
    ],
  },
};
const info = (bookingInfo: unknown): Reply => ({ body: { success: true, result: {}, map: { bookingInfo } } });
const save = (cardNum: string, passCode: string) =>
  world.storage.setItem(FRANCHISEE_KEY, encryptBody({ cardNum, passCode }, { key: LOCAL_KEY }));

describe('franchisee selection (spec 4)', () => {
  it('reuses the saved card and pass code while the list still holds the card', async () => {
    save('F2', 'saved-pass');
    const { sent } = scriptedFetch(list, info(encodeURIComponent('{"priceLevel":3}')));
    const changed = vi.fn();
    expect(await loadFranchisee({ onCardChanged: changed })).toBe(true);
    expect(changed).not.toHaveBeenCalled();
    expect({ ...franchisee }).toEqual({ cardNum: 'F2', passCode: 'saved-pass', priceLevel: 3 });
    expect(user.priceLevel).toBe(3);
    expect(sent[0].payload).toEqual({ ordLot: 'LOT1' });
    expect(sent[1].payload).toEqual({ siteId: 'S001', cardNum: 'F2', pwd: 'saved-pass' });
  });

  it('uses the first entry and empties the cart when the saved card is gone', async () => {
    save('GONE', 'x');
    scriptedFetch(list, info('{"priceLevel":1}'));
    const changed = vi.fn();
    await loadFranchisee({ onCardChanged: changed });
    expect(changed).toHaveBeenCalledOnce();
    expect(franchisee.cardNum).toBe('F1');
    const raw = world.storage.getItem(FRANCHISEE_KEY)!;
    expect(raw).not.toContain('p1'); // kept obfuscated
  });

  it.each<[string, Reply[]]>([
    ['the info call refuses', [list, { body: { success: false, result: null } }]],
    ['the list call refuses', [{ body: { success: false, result: null } }]],
    ['the network fails', [new TypeError('fetch failed')]],
  ])('on failure (%s) shows the notice and clears the saved card and pass code', async (_n, replies) => {
    save('F1', 'p1');
    scriptedFetch(...replies);
    expect(await loadFranchisee()).toBe(false);
    expect(ui.toasts.map((t) => t.message)).toContain('api.franchiseeInfoFailed');
    expect(world.storage.getItem(FRANCHISEE_KEY)).toBeNull();
    expect(franchisee.cardNum).toBe('');
  });

  it('an empty list (no card at this venue) clears the saved card quietly, with no notice and no info call', async () => {
    save('F1', 'p1');
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    expect(await loadFranchisee()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(ui.toasts).toEqual([]);
    expect(world.storage.getItem(FRANCHISEE_KEY)).toBeNull();
  });

  it('reads booking info as JSON, URL-encoded JSON or base64 JSON', () => {
    expect(decodeBookingInfo('{"priceLevel":2}')).toEqual({ priceLevel: 2 });
    expect(decodeBookingInfo('%7B%22priceLevel%22%3A2%7D')).toEqual({ priceLevel: 2 });
    expect(decodeBookingInfo(Buffer.from('{"priceLevel":2}').toString('base64'))).toEqual({ priceLevel: 2 });
    expect(decodeBookingInfo({ priceLevel: 4 })).toEqual({ priceLevel: 4 });
    expect(decodeBookingInfo('garbage')).toBeNull();
    expect(decodeBookingInfo(undefined)).toBeNull();
  });
});
