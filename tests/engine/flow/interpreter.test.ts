// The flow interpreter on the shipped kiosk flow: every transition, every timer and every skip rule.
import { describe, expect, it } from 'vitest';
import kioskJson from '../../../screens/kiosk/kiosk.json';
import type { FlowManifest } from '../../../src/engine/contract';
import {
  FlowError,
  initialState,
  settle,
  stateShown,
  stateTimers,
  timerTarget,
  transition,
  type FlowContext,
} from '../../../src/engine/flow';

const flow = kioskJson as unknown as FlowManifest;

const ALL_ON = {
  splash: true,
  chooseLanguage: true,
  eatInTakeAway: true,
  tableLocator: true,
  callStaff: true,
  reports: true,
  advertisementMode: false,
  donate: true,
  dailyReportByAdmin: true,
};
function ctx(
  kiosk: Partial<typeof ALL_ON> = {},
  state: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): FlowContext {
  return {
    config: { kiosk: { ...ALL_ON, ...kiosk }, enableMember: true, ...extra },
    state: { kiosk: { dining: 'eat-in' }, user: { admin: 1 }, ...state },
  };
}

describe('flow interpreter: the shipped kiosk flow', () => {
  it('starts at startup; READY goes to the splash, and in advertisement mode the advert check leads from it to the adverts', () => {
    expect(initialState(flow, ctx())).toBe('startup');
    expect(transition(flow, 'startup', 'READY', ctx())).toBe('splash');
    expect(transition(flow, 'startup', 'READY', ctx({ advertisementMode: true }))).toBe('splash');
    expect(timerTarget(flow, 'splash', 'advertCheck', ctx({ advertisementMode: true }))).toBe('advert');
    expect(transition(flow, 'advert', 'TOUCH', ctx({ advertisementMode: true }))).toBe('splash');
  });

  it('every declared transition lands on its target when every step is on', () => {
    const c = ctx({ advertisementMode: true });
    for (const [name, st] of Object.entries(flow.states)) {
      for (const [ev, target] of Object.entries(st.on ?? {})) {
        const landed = transition(flow, name, ev, c);
        // Only a target whose own rule fails may land elsewhere (reports need an admin; none here fail).
        expect(landed, `${name} --${ev}-->`).toBe(stateShown(flow, target, c) ? target : settle(flow, target, c, ev));
      }
    }
  });

  it('answers only the events a state declares', () => {
    expect(transition(flow, 'splash', 'PAID', ctx())).toBeNull();
    expect(transition(flow, 'order-number', 'BACK', ctx())).toBeNull();
  });

  it('the customer path with every step on', () => {
    const c = ctx();
    const path: string[] = [];
    let s = 'splash';
    for (const ev of ['TOUCH', 'CHOSEN', 'EAT_IN', 'ENTERED', 'CART', 'CHECKOUT', 'PAY', 'DONE', 'PAID']) {
      s = transition(flow, s, ev, c)!;
      path.push(s);
    }
    expect(path).toEqual([
      'language',
      'dining',
      'table-locator',
      'categories',
      'cart',
      'checkout',
      'donate',
      'payment',
      'thanks',
    ]);
    expect(timerTarget(flow, 'thanks', 'thanksDisplay', c)).toBe('order-number');
    // the order number stays until Done; its countdown is the step's own (issue 34)
    expect(timerTarget(flow, 'order-number', 'orderNumberDisplay', c)).toBeNull();
    expect(transition(flow, 'order-number', 'DONE', c)).toBe('splash');
  });

  it('skips each switched-off step forwards (SKIP) and backwards (BACK)', () => {
    const none = ctx({
      splash: false,
      chooseLanguage: false,
      eatInTakeAway: false,
      tableLocator: false,
      donate: false,
    });
    // No splash, no language, no dining, no locator: straight to the menu.
    expect(transition(flow, 'startup', 'READY', none)).toBe('categories');
    expect(transition(flow, 'checkout', 'PAY', none)).toBe('payment');
    expect(transition(flow, 'cart', 'BACK', none)).toBe('categories');
    // Back from the menu with every earlier step off: past the splash by SKIP, forwards again to the menu.
    expect(transition(flow, 'categories', 'BACK', none)).toBe('categories');
    expect(timerTarget(flow, 'cart', 'inactivity', none)).toBe('categories');
    const noLang = ctx({ chooseLanguage: false });
    expect(transition(flow, 'splash', 'TOUCH', noLang)).toBe('dining');
    expect(transition(flow, 'dining', 'BACK', noLang)).toBe('splash');
    const noDining = ctx({ eatInTakeAway: false });
    expect(transition(flow, 'language', 'CHOSEN', noDining)).toBe('table-locator');
    expect(transition(flow, 'table-locator', 'BACK', noDining)).toBe('language');
  });

  it('the table locator shows only for eat-in with the locator on', () => {
    expect(transition(flow, 'dining', 'EAT_IN', ctx())).toBe('table-locator');
    expect(transition(flow, 'dining', 'EAT_IN', ctx({}, { kiosk: { dining: 'take-away' } }))).toBe('categories');
    expect(transition(flow, 'dining', 'EAT_IN', ctx({ tableLocator: false }))).toBe('categories');
    expect(transition(flow, 'dining', 'TAKE_AWAY', ctx())).toBe('categories');
  });

  it('call staff and membership are skipped when off', () => {
    expect(transition(flow, 'categories', 'CALL_STAFF', ctx())).toBe('call-staff');
    expect(transition(flow, 'categories', 'CALL_STAFF', ctx({ callStaff: false }))).toBe('categories');
    expect(transition(flow, 'categories', 'MEMBERSHIP', ctx())).toBe('membership-qr');
    expect(transition(flow, 'categories', 'MEMBERSHIP', ctx({}, {}, { enableMember: false }))).toBe('categories');
  });

  it('reports: shown to an admin, or to anyone when daily reports are not admin-only; never when reports are off', () => {
    expect(transition(flow, 'login', 'REPORTS', ctx())).toBe('reports');
    expect(transition(flow, 'login', 'REPORTS', ctx({}, { user: { admin: 0 } }))).toBe('login');
    expect(transition(flow, 'login', 'REPORTS', ctx({ dailyReportByAdmin: false }, { user: { admin: 0 } }))).toBe(
      'reports',
    );
    expect(transition(flow, 'login', 'REPORTS', ctx({ reports: false }))).toBe('login');
  });

  it('staff screens: login leads to site, table change, menu change, exit and back', () => {
    const c = ctx();
    expect(transition(flow, 'splash', 'ADMIN', c)).toBe('login');
    for (const [ev, to] of [
      ['SITE', 'site'],
      ['TABLE_CHANGE', 'table-change'],
      ['MENU_CHANGE', 'menu-change'],
      ['EXIT', 'exit'],
      ['BACK', 'splash'],
    ])
      expect(transition(flow, 'login', ev, c)).toBe(to);
    for (const s of ['site', 'table-change', 'menu-change']) expect(transition(flow, s, 'DONE', c)).toBe('login');
    expect(transition(flow, 'exit', 'CANCEL', c)).toBe('login');
  });

  it('every timer of every state: its duration and where it leads', () => {
    const c = ctx({ advertisementMode: true });
    const seen: string[] = [];
    for (const name of Object.keys(flow.states)) {
      for (const t of stateTimers(flow, name)) {
        expect(t.ms).toBe(flow.timers![t.name]);
        expect(timerTarget(flow, name, t.name, c)).toBe(settle(flow, t.target, c));
        seen.push(`${name}:${t.name}`);
      }
    }
    expect(seen).toContain('categories:inactivity');
    expect(seen).toContain('recall:returnCountdown');
    expect(timerTarget(flow, 'categories', 'inactivity', c)).toBe('splash');
    expect(timerTarget(flow, 'splash', 'advertCheck', c)).toBe('advert');
    expect(timerTarget(flow, 'splash', 'advertCheck', ctx())).toBe('splash');
    expect(timerTarget(flow, 'payment', 'inactivity', c)).toBeNull();
  });

  it('the staff screens lock again after the customer unlock timeout (spec 9: 30 s), back to the splash', () => {
    const c = ctx();
    for (const s of ['login', 'site', 'table-change', 'menu-change', 'reports', 'exit']) {
      expect(stateTimers(flow, s), s).toEqual([{ name: 'customerUnlock', ms: 30_000, target: 'splash' }]);
      expect(timerTarget(flow, s, 'customerUnlock', c)).toBe('splash');
    }
    // The customer's own steps keep the inactivity check instead.
    expect(stateTimers(flow, 'categories').map((t) => t.name)).toEqual(['inactivity']);
  });

  it('host durations override the flow timers', () => {
    expect(stateTimers(flow, 'cart', { inactivity: 1500 })).toEqual([
      { name: 'inactivity', ms: 1500, target: 'splash' },
    ]);
  });

  it('an unknown state, a skip loop and a timer without duration are errors', () => {
    expect(() => transition(flow, 'nowhere', 'BACK', ctx())).toThrow(FlowError);
    const loop = {
      ...flow,
      states: {
        a: { screen: 'x', skipUnless: false, on: { SKIP: 'b' } },
        b: { screen: 'y', skipUnless: false, on: { SKIP: 'a' } },
      },
    } as unknown as FlowManifest;
    expect(() => settle(loop, 'a', ctx())).toThrow(/loop/);
    const noTime = {
      ...flow,
      timers: {},
      states: { a: { screen: 'x', timers: { idle: 'a' } } },
    } as unknown as FlowManifest;
    expect(() => stateTimers(noTime, 'a')).toThrow(FlowError);
  });
});
