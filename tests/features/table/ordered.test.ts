// @vitest-environment jsdom
// Already ordered (src/features/table/ordered.ts): the items of the session's orders fill the cart's
// balancedList and are never charged again (calculateCart prices itemList only); no session empties
// the list; a session the venue refused (closed by staff, expired) ends the table session; staff
// calls (src/features/table/api.ts) name their refusals.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld, scriptedFetch } from '../../api/helpers';
import { app, session, venue } from '../../../src/state/stores';
import { normaliseSettings } from '../../../src/domain/settings';
import { setTableSession } from '../../../src/state/session';
import { addToCart, cartStore, setCartSettingsSource, startCart } from '../../../src/state/cart';
import { refreshAlreadyOrdered, toCartItem } from '../../../src/features/table/ordered';
import { closeSession, listOpenSessions, readOrderedLine, staffFailure } from '../../../src/features/table/api';
import { ApiError } from '../../../src/api/errors';
import { readSavedTable, saveTable } from '../../../src/features/table/store';

const BURGER = {
  pluId: 'beef-burger',
  pluName1: 'Classic beef burger',
  pluName2: '经典牛肉汉堡',
  quantity: 2,
  price: 2150,
  amount: 4300,
  attrs: [{ attrId: 'doneness:medium', name: 'Doneness: Medium', price: 0, quantity: 1, amount: 0 }],
  mealPlus: [],
  ingredients: [{ ingredientId: 'onion', name: 'Onion' }],
  notes: 'no salt',
};
const answer = (itemList: unknown[]) => ({
  body: {
    success: true,
    result: {
      rtn: 1,
      sessionId: 'ses5',
      tabNo: '5',
      orders: [{ transactionId: 'txn_1', orderNo: 'A001', createdAt: 1 }],
      itemList,
    },
  },
});

beforeEach(() => {
  resetWorld();
  localStorage.clear();
  app.shop = 'demo-cafe';
  venue.settings = normaliseSettings({ shopKey: 'key-demo-cafe', spotType: 2, sessionExpire: 180 });
  venue.licence = { siteId: 'site-cafe', spotType: 2 };
  setCartSettingsSource(() => venue.settings);
  cartStore.shop = '';
  startCart('demo-cafe');
  setTableSession('5', 'ses5', Date.now(), 3_600_000);
});

describe('refreshAlreadyOrdered', () => {
  it('asks the venue for the session orders and puts their lines in balancedList, apart from the charged lines', async () => {
    addToCart({ itemId: 'banana-bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
    const { sent } = scriptedFetch(answer([BURGER]));
    expect(await refreshAlreadyOrdered()).toBe('loaded');
    expect(sent[0].url).toContain('/api/table/session/orders');
    expect(sent[0].payload).toMatchObject({ tabNo: '5', sessionId: 'ses5' });
    const [line] = cartStore.cart.balancedList;
    expect(line).toMatchObject({
      pluId: 'beef-burger',
      pluName2: '经典牛肉汉堡',
      quantity: 2,
      amount: 4300,
      notes: 'no salt',
    });
    expect(line.attrs[0]).toMatchObject({ attrId: 'doneness:medium', name: 'Doneness: Medium' });
    expect(line.lineNo).toBeLessThan(0);
    // Not charged again: the totals are the new line only.
    expect(cartStore.cart.itemList).toHaveLength(1);
    expect(cartStore.cart.totalAmount).toBe(800);
    // A later change to the cart keeps the list and still charges the new lines only.
    addToCart({ itemId: 'banana-bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
    expect(cartStore.cart.balancedList).toHaveLength(1);
    expect(cartStore.cart.totalAmount).toBe(1600);
  });

  it('empties the list without a table session (and asks nothing)', async () => {
    cartStore.cart = { ...cartStore.cart, balancedList: [toCartItem(readOrderedLine(BURGER), 0)] };
    session.table = '';
    session.sessionId = '';
    const { sent } = scriptedFetch(answer([BURGER]));
    expect(await refreshAlreadyOrdered()).toBe('none');
    expect(sent).toHaveLength(0);
    expect(cartStore.cart.balancedList).toEqual([]);
  });

  it('a session closed by staff ends the table session (token expired) and empties the list', async () => {
    saveTable('demo-cafe', 'Table 5');
    cartStore.cart = { ...cartStore.cart, balancedList: [toCartItem(readOrderedLine(BURGER), 0)] };
    scriptedFetch({
      body: { success: false, dispMsg: 'closed', result: { rtn: -830006, code: 'session.closed', dispMsg: 'closed' } },
    });
    expect(await refreshAlreadyOrdered()).toBe('ended');
    expect(session.table).toBe('');
    expect(session.expiry).toBe(-1);
    expect(readSavedTable('demo-cafe')).toBeNull();
    expect(cartStore.cart.balancedList).toEqual([]);
  });

  it('an unreachable venue keeps the last list and the session', async () => {
    cartStore.cart = { ...cartStore.cart, balancedList: [toCartItem(readOrderedLine(BURGER), 0)] };
    scriptedFetch(new TypeError('offline'));
    expect(await refreshAlreadyOrdered()).toBe('error');
    expect(cartStore.cart.balancedList).toHaveLength(1);
    expect(session.table).toBe('5');
  });

  it('reads a line as the contract types it, counted at least once', () => {
    expect(readOrderedLine(BURGER)).toEqual(BURGER);
    expect(readOrderedLine({ ...BURGER, quantity: 0 }).quantity).toBe(1);
  });
});

describe('staff calls', () => {
  it('lists open sessions and closes one', async () => {
    const { sent } = scriptedFetch(
      {
        body: {
          success: true,
          result: {
            rtn: 1,
            sessions: [
              {
                sessionId: 's1',
                tabNo: '4',
                tabName: 'Table 4',
                createdAt: 1,
                expiresAt: 2,
                remainingMs: 60_000,
                orderCount: 2,
                totalCents: 3150,
              },
            ],
          },
        },
      },
      { body: { success: true, result: { rtn: 1, sessionId: 's1', closed: true, changed: true } } },
    );
    expect(await listOpenSessions()).toEqual([
      {
        sessionId: 's1',
        tabNo: '4',
        tabName: 'Table 4',
        createdAt: 1,
        expiresAt: 2,
        remainingMs: 60_000,
        orderCount: 2,
        totalCents: 3150,
      },
    ]);
    expect(await closeSession('s1')).toEqual({ changed: true });
    expect(sent[1].url).toContain('/api/table/session/close');
    expect(sent[1].payload).toMatchObject({ sessionId: 's1' });
  });

  it('names a customer account (403) and a missing sign-in (401)', async () => {
    scriptedFetch({
      status: 403,
      body: { success: false, dispMsg: 'Only staff of this venue may manage table sessions.' },
    });
    const denied = await closeSession('s1').catch((x: unknown) => x);
    expect(staffFailure(denied)).toBe('forbidden');
    expect(denied).toMatchObject({ code: 'forbidden', call: '/api/table/session/close' });
    scriptedFetch({ status: 401, body: { success: false, dispMsg: 'Sign in…' } });
    const e = await listOpenSessions().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(staffFailure(e)).toBe('login');
  });
});
