// Account and login calls (spec 7, "Account and login"). Identity comes only from the verified token.
import { messageLang, messageText } from '../messaging/texts';
import { SmsNotSent } from '../messaging/send';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { checkCode, CODE_MESSAGES, createCode } from '../auth/codes';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { cardAction as walletCardAction } from './wallet';
import { hit, type Limit } from '../auth/rateLimit';
import { reserveCodeLogin, reservePasswordLogin } from '../auth/loginGuard';
import { hashToken, sessionMsOf, type TokenService } from '../auth/tokens';
import type { SmsGateway } from '../sms/gateway';
import { type Answer, ok, refuse } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { venueBy } from '../wire/venue';
import { DEMO_PASSWORD_REFUSAL } from '../mode';

export interface AccountEnv extends CallEnv {
  sms: SmsGateway;
  tokens: TokenService;
  /** Login attempts allowed per user name and per address in one window (sms sending scales with it). */
  loginLimit?: number;
  loginWindowMs?: number;
  /** Refused as a new password (production: the demo's published passwords, server/mode.ts). */
  refusedPasswords?: readonly string[];
}

const S = (max = 100) => ({ type: 'string', maxLength: max });
const MOBILE = { type: 'string', minLength: 1, maxLength: 20, pattern: '^\\+?[0-9][0-9 -]{3,18}$' };
const CODE = { type: 'string', pattern: '^[0-9]{4}$' };
const PASSWORD = { type: 'string', maxLength: 64 };
const GIVEN_PASSWORD = { ...PASSWORD, minLength: 1 };
const VENUE_FIELDS = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S() };

/** The SMS provider did not take the code after its retries (issue 35). */
export const SMS_NOT_SENT = -821015;

export const normaliseMobile = (m: string): string => m.replace(/[\s-]/g, '');
const loginNameOf = (s: string): string => (s.includes('@') ? s.trim().toLowerCase() : normaliseMobile(s.trim()));

/**
 * What the sign-in limit counts: the account a user name reaches (so its mobile and its e-mail, in
 * any case or spacing, share one count), else the normalised name itself (so unknown names are
 * limited exactly like accounts and the limit tells nothing about which exist).
 */
export const loginLimitKey = (user: { user_id: string } | null, name: string): string =>
  user ? `user:${user.user_id}` : `name:${loginNameOf(name.normalize('NFKC')).toLowerCase()}`;

interface UserRow {
  user_id: string;
  login_name: string;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_status: number;
  admin: number;
  details: Record<string, unknown>;
}

async function userByLogin(db: Db, name: string): Promise<UserRow | null> {
  const key = loginNameOf(name);
  const rows = await db.query<UserRow>(
    'SELECT * FROM users WHERE login_name = $1 OR mobile = $1 OR lower(email) = $1 ORDER BY (login_name = $1) DESC LIMIT 1',
    [key],
  );
  return rows[0] ?? null;
}

async function sessionMsFor(db: Db, shopId: string | null): Promise<number> {
  if (!shopId) return sessionMsOf(null);
  const v = await venueBy(db, 'shop_id', shopId);
  return sessionMsOf(v?.settings);
}

async function issueLogin(env: AccountEnv, ctx: Ctx, db: Db, user: UserRow, msg = 'Login successful'): Promise<Answer> {
  const shopId = ctx.venue?.shopId ?? null;
  const t = await env.tokens.issue(db, user.user_id, shopId, ctx.now, sessionMsOf(ctx.venue?.settings));
  // map.refreshToken is always a token the server accepts as Bearer (the client stores it as its token);
  // the long-lived refresh credential for /account/refreshToken is result.refreshToken.
  return {
    success: true,
    result: { rtn: 1, userId: t.token, dispMsg: msg, expiresAt: t.expiresAt, refreshToken: t.refreshToken },
    map: { refreshToken: t.token },
  };
}

export const publicUser = (u: UserRow) => ({
  ...u.details, // extra profile fields first: they can never override the fields below
  userId: u.user_id,
  firstName: u.first_name,
  lastName: u.last_name,
  userStatus: u.user_status,
  mobile: u.mobile ?? '',
  email: u.email ?? '',
  admin: u.admin,
});

export function registerAccountRoutes(app: FastifyInstance, env: AccountEnv): void {
  // Counted in the database (auth/rateLimit.ts): every server process on it shares the counts.
  const windowMs = env.loginWindowMs ?? 15 * 60_000;
  const limits = env.limits; // resolved by buildApp (from loginLimit and the environment)
  const smsPerMobile: Limit = { kind: 'sms.mobile', max: 5, windowMs: 10 * 60_000 };
  const smsPerAddress: Limit = { kind: 'sms.address', max: (env.loginLimit ?? 10) * 5, windowMs };
  const TOO_MANY = refuse(-821020, 'Too many attempts; please wait a few minutes and try again.');
  // One answer for an unknown name and a wrong password (same code, same text, one scrypt run each),
  // so sign-in does not tell which accounts exist (issue 27 finding 9).
  const NOT_MATCH = refuse(-821001, 'User name or password not match');

  const signIn = async (ctx: Ctx<'/account/signIn' | '/pro/al/user/signIn' | '/api/scan/signIn'>): Promise<Answer> => {
    const p = ctx.payload;
    const name = (p.userName ?? '').trim();
    const password = p.password ?? '';
    if (!name || !password) return refuse(-821002, 'User name or password can not be empty');
    const user = await userByLogin(ctx.db, name);
    const attempt = await reservePasswordLogin(ctx.db, limits, loginLimitKey(user, name), ctx.ip, ctx.now);
    if (!attempt.ok) return TOO_MANY;
    const good = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    await attempt.settle(good && !!user);
    if (!user || !good) return NOT_MATCH;
    if (user.user_status !== 1) return refuse(-821003, 'This account is disabled.');
    return ctx.db.tx((tx) => issueLogin(env, ctx, tx, user));
  };
  const signInSchema = {
    required: ['userName', 'password'],
    properties: { userName: S(100), password: PASSWORD, ...VENUE_FIELDS },
  };
  registerCall(app, env, {
    method: 'POST',
    path: '/account/signIn',
    who: 'anyone',
    venue: 'optional',
    schema: signInSchema,
    handler: signIn,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/al/user/signIn',
    who: 'anyone',
    venue: 'optional',
    schema: signInSchema,
    handler: signIn,
  });

  // The scan-service login: a signed call naming the venue; same credentials.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/scan/signIn',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: signInSchema,
    handler: signIn,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/loginbysms',
    who: 'anyone',
    venue: 'optional',
    schema: { required: ['mobile', 'code'], properties: { mobile: MOBILE, code: CODE, ...VENUE_FIELDS } },
    handler: async (ctx) => {
      const mobile = normaliseMobile(ctx.payload.mobile);
      const attempt = await reserveCodeLogin(ctx.db, limits, ctx.ip, ctx.now);
      if (!attempt.ok) return TOO_MANY;
      let codeOk = false;
      const answer = await ctx.db.tx(async (tx) => {
        const check = await checkCode(tx, mobile, ctx.payload.code, ctx.now, true);
        if (check !== 'ok') return refuse(CODE_MESSAGES[check].rtn, CODE_MESSAGES[check].dispMsg);
        codeOk = true;
        // Whoever holds the code holds the phone: telling them it has no account tells nothing new.
        const user = await userByLogin(tx, mobile);
        if (!user) return { success: true, result: { rtn: -821009, dispMsg: 'No account found' } };
        if (user.user_status !== 1) return refuse(-821003, 'This account is disabled.');
        return issueLogin(env, ctx, tx, user);
      });
      await attempt.settle(codeOk);
      return answer;
    },
  });

  const sendCode = async (
    ctx: Ctx<'/account/getUserIdentifyCode' | '/api/sms/getUserIdentifyCode'>,
  ): Promise<Answer> => {
    const mobile = normaliseMobile(ctx.payload.mobile);
    if (!(await hit(ctx.db, smsPerMobile, mobile, ctx.now)) || !(await hit(ctx.db, smsPerAddress, ctx.ip, ctx.now)))
      return TOO_MANY;
    const code = await ctx.db.tx((tx) => createCode(tx, mobile, ctx.now));
    // The customer's language: the call's lang, else the browser's (issue 35: texts from i18n).
    const lang = messageLang(ctx.payload.lang ?? ctx.req.headers['accept-language']);
    const text = messageText(lang, 'smsCode', { venue: String(ctx.venue?.profile?.company ?? ''), code });
    try {
      // Sent after the code is stored (a real gateway retries with back-off: no transaction is held open).
      await env.sms.send(ctx.db, mobile, text, ctx.now);
    } catch (e) {
      if (!(e instanceof SmsNotSent)) throw e;
      return refuse(SMS_NOT_SENT, 'We could not send the code just now. Please try again in a minute.');
    }
    return ok({ rtn: 1, dispMsg: 'Verification code sent', countdown: 120 });
  };
  const codeSchema = { required: ['mobile'], properties: { mobile: MOBILE, lang: S(10), ...VENUE_FIELDS } };
  registerCall(app, env, {
    method: 'POST',
    path: '/account/getUserIdentifyCode',
    who: 'anyone',
    venue: 'optional',
    schema: codeSchema,
    handler: sendCode,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/api/sms/getUserIdentifyCode',
    who: 'anyone',
    venue: 'optional',
    schema: codeSchema,
    handler: sendCode,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/checkUserIdentifyCode',
    who: 'anyone',
    schema: { required: ['mobile', 'code'], properties: { mobile: MOBILE, code: CODE } },
    handler: async (ctx) => {
      const check = await checkCode(ctx.db, normaliseMobile(ctx.payload.mobile), ctx.payload.code, ctx.now, false);
      if (check !== 'ok') return refuse(CODE_MESSAGES[check].rtn, CODE_MESSAGES[check].dispMsg);
      return ok({ rtn: 1, dispMsg: 'Code verified' });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/chkPhone',
    who: 'anyone',
    schema: { required: ['mobile'], properties: { mobile: MOBILE } },
    handler: async (ctx) => {
      const mobile = normaliseMobile(ctx.payload.mobile);
      // Limited per address (issue 27 finding 9): the answer tells whether a number is registered.
      if (!(await hit(ctx.db, limits.phoneCheckAddress, ctx.ip, ctx.now))) return TOO_MANY;
      const rows = await ctx.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile]);
      return ok({
        rtn: rows.length ? 1 : 0,
        exists: rows.length > 0,
        dispMsg: rows.length ? 'This mobile number is registered' : 'This mobile number is not registered',
      });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/register',
    who: 'anyone',
    venue: 'optional',
    schema: {
      required: ['mobile', 'code', 'password'],
      properties: {
        mobile: MOBILE,
        code: CODE,
        password: PASSWORD,
        firstName: S(60),
        lastName: S(60),
        email: S(120),
        acceptTerms: { type: 'boolean' },
        ...VENUE_FIELDS,
      },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      if (p.acceptTerms === false) return refuse(-821030, 'Please accept the terms and conditions.');
      if (p.password.length < 6) return refuse(-821031, 'The password needs at least 6 characters.');
      if (env.refusedPasswords?.includes(p.password))
        return refuse(DEMO_PASSWORD_REFUSAL.rtn, DEMO_PASSWORD_REFUSAL.dispMsg);
      if (p.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(p.email))
        return refuse(-821032, 'Please enter a valid email address.');
      const mobile = normaliseMobile(p.mobile);
      const hash = await hashPassword(p.password);
      return ctx.db.tx(async (tx) => {
        const check = await checkCode(tx, mobile, p.code, ctx.now, true);
        if (check !== 'ok') return refuse(CODE_MESSAGES[check].rtn, CODE_MESSAGES[check].dispMsg);
        if ((await tx.query('SELECT 1 FROM users WHERE mobile = $1 OR login_name = $1', [mobile])).length)
          return refuse(-821033, 'This mobile number is already registered.');
        const userId = `u${randomBytes(8).toString('hex')}`;
        await tx.query(
          'INSERT INTO users (user_id, login_name, mobile, email, password_hash, first_name, last_name, created_at) VALUES ($1, $2, $2, $3, $4, $5, $6, $7)',
          [userId, mobile, p.email ?? null, hash, p.firstName ?? '', p.lastName ?? '', ctx.now],
        );
        const user = (await tx.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]))[0];
        return issueLogin(env, ctx, tx, user, 'Registration successful');
      });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/resetPwd',
    who: 'anyone',
    schema: {
      required: ['mobile', 'code', 'password'],
      properties: { mobile: MOBILE, code: CODE, password: PASSWORD },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      if (p.password.length < 6) return refuse(-821031, 'The password needs at least 6 characters.');
      if (env.refusedPasswords?.includes(p.password))
        return refuse(DEMO_PASSWORD_REFUSAL.rtn, DEMO_PASSWORD_REFUSAL.dispMsg);
      const mobile = normaliseMobile(p.mobile);
      const hash = await hashPassword(p.password);
      return ctx.db.tx(async (tx) => {
        const check = await checkCode(tx, mobile, p.code, ctx.now, true);
        if (check !== 'ok') return refuse(CODE_MESSAGES[check].rtn, CODE_MESSAGES[check].dispMsg);
        const user = await userByLogin(tx, mobile);
        if (!user) return { success: true, result: { rtn: -821009, dispMsg: 'No account found' } };
        await tx.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [hash, user.user_id]);
        // A reset ends every existing session of the account.
        await tx.query('UPDATE tokens SET revoked = true WHERE user_id = $1', [user.user_id]);
        return ok({ rtn: 1, dispMsg: 'Password reset; please log in with the new password.' });
      });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/changePwd',
    who: 'user',
    // The client and the wire document send oldPwd and newPwd (a short new one is refused below in words).
    schema: {
      required: ['oldPwd', 'newPwd'],
      properties: { oldPwd: GIVEN_PASSWORD, newPwd: GIVEN_PASSWORD, userId: S(200) },
    },
    handler: async (ctx) => {
      const { oldPwd: oldPw, newPwd: newPw } = ctx.payload;
      const u = (await ctx.db.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [ctx.user!.userId]))[0];
      if (!u || !(await verifyPassword(oldPw, u.password_hash)))
        return refuse(-821001, 'The current password is not correct.');
      if (newPw.length < 6) return refuse(-821031, 'The password needs at least 6 characters.');
      if (env.refusedPasswords?.includes(newPw))
        return refuse(DEMO_PASSWORD_REFUSAL.rtn, DEMO_PASSWORD_REFUSAL.dispMsg);
      const hash = await hashPassword(newPw);
      await ctx.db.tx(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [hash, u.user_id]);
        await tx.query(`UPDATE tokens SET revoked = true WHERE user_id = $1 AND token_hash <> $2`, [
          u.user_id,
          hashToken(ctx.token!),
        ]);
      });
      return ok({ rtn: 1, dispMsg: 'Password changed' });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/update',
    who: 'user',
    schema: {
      properties: {
        userId: S(200),
        mobile: S(20),
        firstName: S(60),
        lastName: S(60),
        email: S(120),
        postcode: { type: 'string', pattern: '^[0-9]{0,10}$' },
        address: S(200),
        birthday: S(20),
      },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      if (p.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(p.email))
        return refuse(-821032, 'Please enter a valid email address.');
      const details: Record<string, string> = {};
      for (const k of ['postcode', 'address', 'birthday'] as const) if (p[k] !== undefined) details[k] = p[k]!;
      const rows = await ctx.db.query<UserRow>(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), email = COALESCE($4, email),
         details = details || $5::jsonb WHERE user_id = $1 RETURNING *`,
        [ctx.user!.userId, p.firstName ?? null, p.lastName ?? null, p.email ?? null, details],
      );
      return ok({ rtn: 1, dispMsg: 'Profile updated', ...publicUser(rows[0]) });
    },
  });

  const detail = async (ctx: Ctx): Promise<Answer> => {
    const rows = await ctx.db.query<UserRow & { card_num: string | null }>(
      `SELECT u.*, (SELECT card_num FROM member_cards c WHERE c.user_id = u.user_id AND c.shop_id = $2 ORDER BY type_id LIMIT 1) AS card_num
       FROM users u WHERE u.user_id = $1`,
      [ctx.user!.userId, ctx.venue?.shopId ?? ctx.user!.shopId ?? ''],
    );
    if (!rows[0]) return refuse(-821009, 'No account found');
    return ok({
      ...publicUser(rows[0]),
      cardNum: rows[0].card_num ?? '',
      roles: rows[0].admin === 1 ? ['user', 'admin'] : ['user'],
    });
  };
  const detailSchema = { properties: { userId: S(200), deviceId: S(), ...VENUE_FIELDS } };
  registerCall(app, env, {
    method: 'POST',
    path: '/account/detail',
    who: 'user',
    venue: 'optional',
    schema: detailSchema,
    handler: detail,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/al/user/detail',
    who: 'user',
    venue: 'optional',
    schema: detailSchema,
    handler: detail,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/refreshToken',
    who: 'anyone',
    schema: {
      required: ['refreshToken'],
      properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    handler: async (ctx) => {
      const r = await ctx.db.tx((tx) =>
        env.tokens.refresh(tx, ctx.payload.refreshToken, ctx.now, (shop) => sessionMsFor(tx, shop)),
      );
      if (!r) return refuse(-821040, 'The refresh token is not valid; please log in again.');
      return {
        success: true,
        result: {
          rtn: 1,
          userId: r.token,
          dispMsg: 'Session refreshed',
          expiresAt: r.expiresAt,
          refreshToken: r.refreshToken,
        },
        map: { refreshToken: r.token },
      };
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/account/logout',
    who: 'user',
    schema: { properties: {} },
    handler: async (ctx) => {
      await env.tokens.revoke(ctx.token!);
      return ok({ rtn: 1, dispMsg: 'Logged out' });
    },
  });

  // Member cards (spec 7 "User wallet", "Latest card value", "Card info"): routes/wallet.ts.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/card/action',
    who: 'user',
    venue: 'optional',
    schema: {
      required: ['action'],
      properties: {
        ...VENUE_FIELDS,
        action: { enum: ['WALLET', 'CHECK', 'INFO'] },
        cardNum: S(40),
        ordCard: S(40),
        cardName: S(60),
        userId: S(200),
        cardTypeRange: S(40),
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        startRow: { type: 'integer' },
      },
    },
    handler: walletCardAction,
  });

  // Saved card-holder ("cc user") records: the user's saved payment card aliases (masked only).
  const loadCc = async (ctx: Ctx): Promise<Answer> => {
    const rows = await ctx.db.query<{ id: number; alias: string; masked: string; provider: string }>(
      'SELECT id, alias, masked, provider FROM cc_users WHERE user_id = $1 ORDER BY id',
      [ctx.user!.userId],
    );
    return ok(
      rows.map((r) => ({ ccId: r.id, alias: r.alias, cardNum: r.masked, provider: r.provider })),
      { rtn: 1, count: rows.length },
    );
  };
  const actionCc = async (ctx: Ctx<'/api/account/actionCcUser' | '/account/actionCcUser'>): Promise<Answer> => {
    const p = ctx.payload;
    if (p.action === 'DELETE') {
      if (typeof p.ccId !== 'number') return refuse(-821050, 'ccId is required to delete.');
      const rows = await ctx.db.query('DELETE FROM cc_users WHERE id = $1 AND user_id = $2 RETURNING id', [
        p.ccId,
        ctx.user!.userId,
      ]);
      return rows.length ? ok({ rtn: 1, dispMsg: 'Removed' }) : refuse(-821051, 'No such saved card.');
    }
    const digits = (p.cardNum ?? '').replace(/\D/g, '');
    if (digits.length < 12 || digits.length > 19) return refuse(-821052, 'Please enter a valid card number.');
    const masked = `${digits.slice(0, 4)}${'*'.repeat(digits.length - 7)}${digits.slice(-3)}`;
    const rows = await ctx.db.query<{ id: number }>(
      'INSERT INTO cc_users (user_id, alias, masked, provider, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [ctx.user!.userId, p.alias ?? 'Card', masked, p.provider ?? 'dps', ctx.now],
    );
    return ok({ rtn: 1, ccId: rows[0].id, cardNum: masked, dispMsg: 'Saved' });
  };
  const ccActionSchema = {
    required: ['action'],
    properties: {
      action: { enum: ['ADD', 'DELETE'] },
      ccId: { type: 'integer' },
      alias: S(40),
      cardNum: S(30),
      provider: S(20),
    },
  };
  for (const prefix of ['/api', ''] as const) {
    registerCall(app, env, {
      method: 'POST',
      path: `${prefix}/account/loadCcUser`,
      who: 'user',
      schema: { properties: {} },
      handler: loadCc,
    });
    registerCall(app, env, {
      method: 'POST',
      path: `${prefix}/account/actionCcUser`,
      who: 'user',
      schema: ccActionSchema,
      handler: actionCc,
    });
  }
}
