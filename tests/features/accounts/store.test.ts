// The accounts feature over a fake server: what follows a sign-in (spec 4: member card from WALLET
// then CHECK, any failure resets it; member points; franchisee card, the cart emptied when it
// changes, a failure clears both), the SMS login and registration under spec 4's login rules, the
// code cool-down, the profile and a real sign-out.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '../../api/helpers';
import { CARD_ROUTES, DETAIL, routedFetch } from './routedFetch';
import {
  afterSignIn,
  accounts,
  codeCooldownUntil,
  ensureMemberCard,
  refusalCode,
  refusalMessage,
  registerAccount,
  requestCode,
  signOut,
  smsLogin,
  updateProfile,
} from '../../../src/features/accounts';
import { card, emptyCard, franchisee, FRANCHISEE_KEY } from '../../../src/state/card';
import { cartKey } from '../../../src/state/cart';
import { encryptBody } from '../../../src/api/wire/codec';
import { LOCAL_KEY } from '../../../src/api/token-store';
import { setLogoutHandler } from '../../../src/api/config';
import { logout } from '../../../src/state/auth';
import { user } from '../../../src/state/stores';
import { ui } from '../../../src/state/ui';
import { ApiError } from '../../../src/api/errors';
import { accountRefusal } from '../../../src/features/accounts';

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  setLogoutHandler(logout);
  Object.assign(card, emptyCard());
  Object.assign(franchisee, { cardNum: '', passCode: '', priceLevel: 0 });
  accounts.cooldowns = {};
});

const signedIn = (token = 'tok-1') => ({
  success: true,
  result: { rtn: 1, userId: token, dispMsg: 'ok' },
  map: { refreshToken: token },
});
const noFranchisee = { '/pro/sync/valuepass/listFrianchisee': { success: true, result: [] } };

describe('SMS login and registration follow spec 4 login rules', () => {
  it('a positive code stores the user id as token and id, loads the user info and grants the role user', async () => {
    const { calls } = routedFetch({ '/account/loginbysms': signedIn(), '/account/detail': DETAIL });
    expect(await smsLogin(' 0411111111 ', '1234')).toEqual({ ok: true });
    expect({
      userId: user.userId,
      token: user.token,
      roles: [...user.roles],
      admin: user.admin,
      name: user.name,
    }).toEqual({ userId: 'tok-1', token: 'tok-1', roles: ['user'], admin: 0, name: 'Ann' });
    expect(calls[0].payload).toEqual({ mobile: '0411111111', code: '1234', shop: 'demo' });
    expect(calls[1].auth).toBe('Bearer tok-1');
  });

  it("type 2 for an unknown account (-821009), type 1 with no answer, the server refusal in the visitor's language", async () => {
    routedFetch({ '/account/loginbysms': { success: true, result: { rtn: -821009, dispMsg: 'No account found' } } });
    expect(await smsLogin('0499999999', '1234')).toEqual({
      ok: false,
      type: 2,
      message: 'No account found',
      rtn: -821009,
    });
    routedFetch({ '/account/loginbysms': new TypeError('fetch failed') });
    expect(await smsLogin('0499999999', '1234')).toEqual({ ok: false, type: 1, message: 'api.connectionFailed' });
    routedFetch({
      '/account/loginbysms': {
        success: false,
        result: { rtn: -821014, dispMsg: 'The verification code is not correct.' },
      },
    });
    expect(await smsLogin('0499999999', '0000')).toEqual({
      ok: false,
      type: 0,
      message: 'The verification code is not correct.',
      rtn: -821014,
    });
    expect(user.userId).toBe('');
    // quiet: the forms show the refusal inline (the transport's own network notice is another matter)
    expect(ui.toasts.map((t) => t.message)).not.toContain('The verification code is not correct.');
    expect(ui.toasts.map((t) => t.message)).not.toContain('No account found');
  });

  it('a failed user-info load after the code clears user id and token (spec 8)', async () => {
    routedFetch({ '/account/loginbysms': signedIn(), '/account/detail': { success: false, result: null } });
    expect(await smsLogin('0411111111', '1234')).toMatchObject({ ok: false, message: 'api.getInfoFailed' });
    expect(user.userId).toBe('');
    expect(user.token).toBe('');
  });

  it('registration sends the terms and the optional details, then signs the new account in', async () => {
    const { calls } = routedFetch({ '/account/register': signedIn('tok-new'), '/account/detail': DETAIL });
    expect(
      await registerAccount({
        mobile: '0411111111',
        code: '4321',
        password: 'Vq8#mLr2',
        acceptTerms: true,
        firstName: ' Ann ',
        lastName: '',
        email: '',
      }),
    ).toEqual({ ok: true });
    expect(calls[0].payload).toEqual({
      mobile: '0411111111',
      code: '4321',
      password: 'Vq8#mLr2',
      acceptTerms: true,
      firstName: 'Ann',
      shop: 'demo',
    });
    expect(user.userId).toBe('tok-new');
  });

  it("maps the server's account refusals to texts, else keeps its message", () => {
    expect(refusalMessage({ result: { rtn: -821033, dispMsg: 'This mobile number is already registered.' } })).toBe(
      'This mobile number is already registered.',
    );
    expect(refusalCode({ result: { rtn: -821033 } })).toBe(-821033);
    expect(refusalMessage({ result: { rtn: -1, dispMsg: 'Something new' } })).toBe('Something new');
    expect(refusalMessage({ success: false, dispMsg: 'Top level' } as never)).toBe('Top level');
    expect(refusalMessage(undefined)).toBe('api.error');
  });
});

describe('verification codes', () => {
  it('a code sent starts a 120 s cool-down per purpose and mobile; within it nothing is sent', async () => {
    const { calls } = routedFetch({
      '/account/getUserIdentifyCode': { success: true, result: { rtn: 1, countdown: 120 } },
    });
    let t = 1_000_000;
    const until = await requestCode('signup', '0411 111 111', () => t);
    expect(until).toBe(1_000_000 + 120_000);
    expect(codeCooldownUntil('signup', '0411111111')).toBe(until);
    t += 119_000;
    expect(await requestCode('signup', '0411111111', () => t)).toBe(until);
    expect(calls).toHaveLength(1);
    expect(codeCooldownUntil('login', '0411111111')).toBe(0);
    t += 1_000;
    await requestCode('signup', '0411111111', () => t);
    expect(calls).toHaveLength(2);
    expect(calls[0].payload).toEqual({ mobile: '0411 111 111', shop: 'demo' });
  });

  it('a refused request starts no cool-down and says why', async () => {
    routedFetch({
      '/account/getUserIdentifyCode': { success: false, result: { rtn: -821020, dispMsg: 'Too many attempts' } },
    });
    const refused = await requestCode('reset', '0411111111').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(accountRefusal(refused)).toEqual({ message: 'Too many attempts', rtn: -821020 });
    expect(codeCooldownUntil('reset', '0411111111')).toBe(0);
  });
});

describe('after a sign-in (spec 4 member card and franchisee selection)', () => {
  beforeEach(() => {
    user.userId = 'tok-1';
    user.token = 'tok-1';
  });

  it('loads the member card from WALLET then CHECK, and the member points', async () => {
    const { paths } = routedFetch({ ...CARD_ROUTES, ...noFranchisee });
    await afterSignIn('demo');
    expect(card).toMatchObject({ status: 1, cardNum: 'M10000001', points: 1250.46, balance: 50_000 });
    const order = paths().filter((p) => p.startsWith('/pro/acs/card/action'));
    expect(order).toEqual(['/pro/acs/card/action#WALLET', '/pro/acs/card/action#CHECK', '/pro/acs/card/action#INFO']);
    expect(paths()).toContain('/lot/set/getMemberPoints');
  });

  it('outside a venue (the platform pages: no shop) loads no member card, points or franchisee', async () => {
    const { paths } = routedFetch({ ...CARD_ROUTES, ...noFranchisee });
    await afterSignIn('');
    expect(paths()).toEqual([]);
  });

  it('any failure resets a loaded card to status 0 (WALLET or CHECK)', async () => {
    routedFetch({ ...CARD_ROUTES, ...noFranchisee });
    await afterSignIn('demo');
    expect(card.status).toBe(1);
    routedFetch({
      ...CARD_ROUTES,
      '/pro/acs/card/action#CHECK': { success: false, result: { rtn: -821060 } },
      ...noFranchisee,
    });
    expect(await ensureMemberCard(true)).toBe(false);
    expect(card).toMatchObject({ status: 0, cardNum: '', points: 0, balance: 0 });
    routedFetch({ ...CARD_ROUTES, '/pro/acs/card/action#WALLET': new TypeError('offline'), ...noFranchisee });
    expect(await ensureMemberCard(true)).toBe(false);
    expect(card.status).toBe(0);
  });

  it('the member card loads once for the screens that need it', async () => {
    const { paths } = routedFetch({ ...CARD_ROUTES });
    await Promise.all([ensureMemberCard(), ensureMemberCard()]);
    expect(await ensureMemberCard()).toBe(true);
    expect(paths().filter((p) => p.endsWith('#WALLET'))).toHaveLength(1);
  });

  it('a new franchisee card empties the saved cart; the same card keeps it', async () => {
    world.storage.setItem(cartKey('demo'), JSON.stringify({ itemList: [{ itemId: 'x', quantity: 1 }] }));
    const routes = {
      ...CARD_ROUTES,
      '/pro/sync/valuepass/listFrianchisee': {
        success: true,
        result: [
          { cardNum: 'F1', passCode: 'p1' },
          { cardNum: 'F2', passCode: 'p2' },
        ],
      },
      '/pro/acs/franchisee/info': {
        success: true,
        result: {},
        map: { bookingInfo: encodeURIComponent('{"priceLevel":2}') },
      },
    };
    routedFetch(routes);
    await afterSignIn('demo');
    expect({ ...franchisee }).toEqual({ cardNum: 'F1', passCode: 'p1', priceLevel: 2 });
    expect(user.priceLevel).toBe(2);
    expect(world.storage.getItem(cartKey('demo'))).toBeNull();
    world.storage.setItem(cartKey('demo'), '{"itemList":[]}');
    routedFetch(routes);
    await afterSignIn('demo');
    expect(world.storage.getItem(cartKey('demo'))).toBe('{"itemList":[]}');
  });

  it('a franchisee failure clears the saved card and pass code, with the notice', async () => {
    world.storage.setItem(FRANCHISEE_KEY, encryptBody({ cardNum: 'F1', passCode: 'p1' }, { key: LOCAL_KEY }));
    routedFetch({
      ...CARD_ROUTES,
      '/pro/sync/valuepass/listFrianchisee': { success: true, result: [{ cardNum: 'F1', passCode: 'p1' }] },
      '/pro/acs/franchisee/info': { success: false, result: { rtn: -821070 } },
    });
    await afterSignIn('demo');
    expect(world.storage.getItem(FRANCHISEE_KEY)).toBeNull();
    expect(franchisee.cardNum).toBe('');
    expect(ui.toasts.map((t) => t.message)).toContain('api.franchiseeInfoFailed');
    expect(card.status).toBe(1); // the card rules are separate
  });
});

describe('profile and sign-out', () => {
  beforeEach(() => {
    user.userId = 'tok-1';
    user.token = 'tok-1';
    user.roles = ['user'];
  });

  it('saves the profile and reads it back into the user and the saved profile', async () => {
    const { calls } = routedFetch({
      '/account/update': { success: true, result: { rtn: 1 } },
      '/account/detail': { success: true, result: { ...DETAIL.result, firstName: 'Anna', postcode: '4000' } },
    });
    await updateProfile({ firstName: ' Anna ', lastName: 'Lee', email: 'ann@example.com', postcode: '4000' });
    expect(calls[0].payload).toMatchObject({
      firstName: 'Anna',
      lastName: 'Lee',
      email: 'ann@example.com',
      postcode: '4000',
    });
    expect(user.name).toBe('Anna');
    expect(user.details.postcode).toBe('4000');
  });

  it('a refused profile keeps the user and says why', async () => {
    routedFetch({
      '/account/update': { success: false, result: { rtn: -821032, dispMsg: 'Please enter a valid email address.' } },
    });
    const refused = await updateProfile({ firstName: 'A', lastName: '', email: 'bad', postcode: '' }).catch((e) => e);
    expect(accountRefusal(refused)).toEqual({ message: 'Please enter a valid email address.', rtn: -821032 });
    expect(user.userId).toBe('tok-1');
  });

  it('sign-out revokes the token on the server and clears user, card, franchisee, profile and cool-downs', async () => {
    Object.assign(card, { status: 1, cardNum: 'M1' });
    Object.assign(franchisee, { cardNum: 'F1', passCode: 'p1', priceLevel: 2 });
    world.storage.setItem(FRANCHISEE_KEY, 'x');
    accounts.cooldowns = { 'login:0411111111': Date.now() + 60_000 };
    const { calls } = routedFetch({ '/account/logout': { success: true, result: { rtn: 1 } } });
    expect(await signOut()).toBe(true);
    expect(calls.map((c) => [c.path, c.auth])).toEqual([['/account/logout', 'Bearer tok-1']]);
    expect({ userId: user.userId, token: user.token, roles: [...user.roles] }).toEqual({
      userId: '',
      token: '',
      roles: [],
    });
    expect(card.status).toBe(0);
    expect(franchisee.cardNum).toBe('');
    expect(world.storage.getItem(FRANCHISEE_KEY)).toBeNull();
    expect(accounts.cooldowns).toEqual({});
  });

  it('when the server cannot be told, the local sign-out still happens and the logout-error notice shows', async () => {
    routedFetch({ '/account/logout': new TypeError('offline') });
    expect(await signOut()).toBe(false);
    expect(user.userId).toBe('');
    expect(ui.toasts.map((t) => t.message)).toContain('api.logoutError');
  });

  it("'api.not.logged' from any call signs out (spec 4 session)", async () => {
    routedFetch({
      '/pro/acs/card/action': { success: false, result: 'api.not.logged' },
      '/account/logout': { success: false, result: 'api.not.logged' },
    });
    await ensureMemberCard(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(user.userId).toBe('');
    expect(card.status).toBe(0);
  });
});
