// The operator console's server (issue 18 part 1): draft, preview, publish, history, rollback and the
// audit log; a publish shows on the next configuration load (venue cache cleared); refused calls
// change nothing. The property test at the end makes random sequences of publishes and rolls back.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { normaliseSettings } from '../../src/domain/settings';
import { canonicalJson, type ConfigSnapshot } from '../../src/domain/configVersions';
import { CAFE, counts, login, post, startServer, type TestServer } from './helpers';

// eslint-disable-next-line no-control-regex -- control characters (and lone surrogates) are what a note may not hold
const NOT_IN_NOTES = /[\u0000-\u001f\ud800-\udfff]/;

let s: TestServer;
let admin: string;
let storeAdmin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 60_000 });
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  await s.db.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-store-only', 'store-only@example.com', 'store-only@example.com', $1, 1, '["demo-store"]', $2)`,
    [await hashPassword('Store1234!'), s.clock.t],
  );
  storeAdmin = (await login(s, { userName: 'store-only@example.com', password: 'Store1234!' })).token;
  alice = (await login(s)).token;
});
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown> = {}, token: string | null = admin) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-cafe', ...payload }, { token: token ?? undefined });
const state = async () =>
  (await call('state')).body.result as {
    live: ConfigSnapshot;
    latest: number;
    draft: { config: ConfigSnapshot; previewToken: string; changes: unknown[] } | null;
    stale: boolean;
  };
const liveConfig = async (extra: Record<string, unknown> = {}, token?: string) =>
  (await post(s, '/api/spot/config', extra, { identity: CAFE, token })).body.result as {
    settings: Record<string, unknown>;
    theme: string;
    branding: Record<string, unknown>;
  };
const withSettings = (c: ConfigSnapshot, settings: Record<string, unknown>): ConfigSnapshot => ({
  ...c,
  settings: { ...c.settings, ...settings },
});

describe('draft, preview, publish', () => {
  it('a draft changes nothing live; its preview token applies it for the venue admin only', async () => {
    const { live } = await state();
    const saved = await call('draft/save', { config: withSettings(live, { kioskMode: 1 }) });
    expect(saved.status).toBe(200);
    const st = await state();
    expect(st.draft?.changes).toEqual([{ key: 'settings.kioskMode', after: 1 }]);
    expect(normaliseSettings((await liveConfig()).settings).kioskMode).toBe(false);
    const token = st.draft!.previewToken;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(normaliseSettings((await liveConfig({ preview: token }, admin)).settings).kioskMode).toBe(true);
    // Anyone else, or a wrong token, sees the live configuration.
    for (const t of [undefined, alice, storeAdmin])
      expect((await liveConfig({ preview: token }, t)).settings.kioskMode).toBeUndefined();
    expect((await liveConfig({ preview: 'f'.repeat(32) }, admin)).settings.kioskMode).toBeUndefined();
  });

  it('publish makes version 2 (version 1 = the configuration before) and the next load shows it', async () => {
    const r = await call('publish');
    expect(r.body.result).toMatchObject({ version: 2, changes: [{ key: 'settings.kioskMode', after: 1 }] });
    expect(normaliseSettings((await liveConfig()).settings).modes).toContain('kiosk');
    expect((await state()).draft).toBeNull();
    const h = (await call('history')).body.result as {
      version: number;
      kind: string;
      createdBy: string;
      changes: unknown[];
    }[];
    expect(h.map((v) => [v.version, v.kind])).toEqual([
      [2, 'publish'],
      [1, 'initial'],
    ]);
    expect(h[0]).toMatchObject({ createdBy: 'admin@example.com', changes: [{ key: 'settings.kioskMode', after: 1 }] });
  });

  it('nothing to publish, or an unchanged draft, is refused with a code', async () => {
    expect((await call('publish')).body.result).toMatchObject({ code: 'config.noDraft' });
    await call('draft/save', { config: (await state()).live });
    expect((await call('publish')).body.result).toMatchObject({ code: 'config.unchanged' });
    expect((await call('draft/discard')).body.success).toBe(true);
  });

  it('rollback to version 1 makes version 3 equal to it: the shop is back', async () => {
    const r = await call('rollback', { version: 1 });
    expect(r.body.result).toMatchObject({ version: 3, changes: [{ key: 'settings.kioskMode', before: 1 }] });
    expect(normaliseSettings((await liveConfig()).settings).modes).toEqual(['online', 'table']);
    const v1 = (await call('version', { version: 1 })).body.result.config;
    expect(canonicalJson((await state()).live)).toBe(canonicalJson(v1));
    expect((await call('rollback', { version: 99 })).body.result).toMatchObject({ code: 'config.version' });
  });

  it('a draft started before a publish or rollback is stale and cannot be published', async () => {
    const { live } = await state();
    await call('draft/save', { config: withSettings(live, { itemsPerRow: 4 }) });
    await call('rollback', { version: 2 });
    expect((await state()).stale).toBe(true);
    expect((await call('publish')).body.result).toMatchObject({ code: 'config.stale' });
    await call('draft/discard');
    await call('rollback', { version: 1 });
  });

  it('the audit log names who did what, with the changed keys, newest first', async () => {
    const log = (await call('audit')).body.result as {
      userName: string;
      action: string;
      version: number | null;
      changes: { key: string }[];
    }[];
    expect(log.map((e) => e.action)).toEqual([
      'rollback',
      'discard',
      'rollback',
      'save',
      'rollback',
      'discard',
      'save',
      'publish',
      'save',
    ]);
    expect(log.every((e) => e.userName === 'admin@example.com')).toBe(true);
    expect(log.at(-1)!.changes).toEqual([{ key: 'settings.kioskMode', after: 1 }]);
    expect(log.at(-2)).toMatchObject({ version: 2 });
  });
});

describe('the preview page may be framed by this origin only', () => {
  it('?preview=: frame-ancestors self and SAMEORIGIN; any other page: none and DENY', async () => {
    const framed = await s.app.inject({ method: 'GET', url: '/demo-cafe?preview=abc' });
    expect(framed.headers['content-type']).toMatch(/^text\/html/);
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(framed.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const plain = await s.app.inject({ method: 'GET', url: '/demo-cafe' });
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('what a draft may hold: the checks of /pro/lot/config/update', () => {
  it('bad service types, mode flags, theme, time zone or a missing part are refused and nothing is written', async () => {
    const { live } = await state();
    const before = await counts(s.db);
    const bad: ConfigSnapshot[] = [
      withSettings(live, { serviceTypes: ['shop', 'bowling'] }),
      withSettings(live, { kioskMode: 'yes' }),
      withSettings(live, { serviceTypes: [] }),
      { ...live, theme: 'neon' },
      { ...live, hours: { tz: 'Mars/Base', week: {} } },
      { ...live, licence: { ...live.licence, gtmCode: '"><script>' } },
    ];
    for (const config of bad)
      expect((await call('draft/save', { config })).status, JSON.stringify(config).slice(0, 80)).toBe(400);
    const { hours: _, ...noHours } = live;
    expect((await call('draft/save', { config: noHours })).status).toBe(400);
    expect(await counts(s.db)).toEqual(before);
    expect((await state()).draft).toBeNull();
  });
});

describe('who may: the venue admin only, and a refused call changes nothing', () => {
  it("anonymous, a customer and another venue's admin are refused on every call", async () => {
    const { live } = await state();
    await call('draft/save', { config: withSettings(live, { kioskMode: 1 }) });
    const before = await counts(s.db);
    const liveBefore = canonicalJson((await state()).live);
    const calls: [string, Record<string, unknown>][] = [
      ['state', {}],
      ['draft/save', { config: withSettings(live, { kioskMode: 1 }) }],
      ['draft/discard', {}],
      ['publish', {}],
      ['rollback', { version: 2 }],
      ['history', {}],
      ['version', { version: 1 }],
      ['audit', {}],
    ];
    for (const [path, payload] of calls) {
      expect((await call(path, payload, null)).body.result, path).toBe('api.not.logged');
      expect((await call(path, payload, alice)).status, path).toBe(403);
      expect((await call(path, payload, storeAdmin)).status, path).toBe(403);
    }
    expect(await counts(s.db)).toEqual(before);
    expect(canonicalJson((await state()).live)).toBe(liveBefore);
    expect((await state()).draft).not.toBeNull();
    // demo-store's admin manages demo-store, not the cafe.
    expect((await post(s, '/pro/backoffice/config/state', { shop: 'demo-store' }, { token: storeAdmin })).status).toBe(
      200,
    );
    await call('draft/discard');
  });
});

describe('history (property): rollback to any version restores that version exactly', () => {
  it('random sequences of up to 20 publishes', async () => {
    const change = fc.record({
      itemsPerRow: fc.integer({ min: 1, max: 6 }),
      kioskMode: fc.constantFrom(0, 1, true, false),
      theme: fc.constantFrom('default', 'night'),
      note: fc.string({ maxLength: 12 }).filter((t) => !NOT_IN_NOTES.test(t)),
      closed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 20 }), fc.nat(), async (changes, pick) => {
        const published: { version: number; config: string }[] = [];
        for (const [i, c] of changes.entries()) {
          const { live } = await state();
          const config: ConfigSnapshot = {
            ...withSettings(live, { itemsPerRow: c.itemsPerRow, kioskMode: c.kioskMode }),
            theme: c.theme,
            branding: { ...live.branding, consoleNote: `${c.note}#${i}-${Math.random()}` },
            hours: { ...live.hours, closedMessage: c.closed ? 'Closed today' : '' },
          };
          expect((await call('draft/save', { config })).status).toBe(200);
          const r = await call('publish');
          expect(r.body.success, JSON.stringify(r.body)).toBe(true);
          published.push({ version: r.body.result.version, config: canonicalJson(config) });
        }
        const target = published[pick % published.length];
        const back = await call('rollback', { version: target.version });
        expect(back.body.success).toBe(true);
        expect(canonicalJson((await state()).live)).toBe(target.config);
        // The customer's next load sees the restored version (the cache was cleared).
        const seen = await liveConfig();
        expect(canonicalJson(seen.settings)).toBe(canonicalJson(JSON.parse(target.config).settings));
        expect(seen.theme).toBe(JSON.parse(target.config).theme);
      }),
      { numRuns: 6, seed: 18 },
    );
  }, 120_000);
});

describe('two administrators: saving over a newer draft is refused (issue 29)', () => {
  it('names who saved it, when, and what differs; nothing is written', async () => {
    await s.db.query(
      `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-cafe-2', 'cafe-two@example.com', 'cafe-two@example.com', $1, 1, '["demo-cafe"]', $2)`,
      [await hashPassword('Cafe1234!'), s.clock.t],
    );
    const other = (await login(s, { userName: 'cafe-two@example.com', password: 'Cafe1234!' })).token;
    if ((await state()).draft) await call('draft/discard');
    const { live } = await state();
    const first = await call('draft/save', { config: withSettings(live, { itemsPerRow: 3 }), revision: 0 });
    expect(first.body.success).toBe(true);
    const opened = await state();
    expect((opened.draft as unknown as { revision: number }).revision).toBe(1);
    // The other administrator saves on top of revision 1 ...
    const theirs = await call('draft/save', { config: withSettings(live, { itemsPerRow: 5 }), revision: 1 }, other);
    expect(theirs.body.success).toBe(true);
    // ... so this one's save, edited from revision 1, is refused with who, when and what differs.
    const mine = await call('draft/save', { config: withSettings(live, { itemsPerRow: 4 }), revision: 1 });
    expect(mine.body.success).toBe(false);
    expect(mine.body.result).toMatchObject({
      code: 'config.conflict',
      by: 'cafe-two@example.com',
      at: s.clock.t,
      revision: 2,
      differs: [{ key: 'settings.itemsPerRow', before: 4, after: 5 }],
    });
    const after = await state();
    expect(after.draft!.config.settings.itemsPerRow).toBe(5);
    // A save that starts a new draft while one is open is refused the same way.
    const fresh = await call('draft/save', { config: withSettings(live, { itemsPerRow: 6 }), revision: 0 });
    expect(fresh.body.result).toMatchObject({ code: 'config.conflict', revision: 2 });
    await call('draft/discard');
    // The draft gone: a save from its revision is refused too (it was discarded since).
    const gone = await call('draft/save', { config: withSettings(live, { itemsPerRow: 6 }), revision: 2 });
    expect(gone.body.result).toMatchObject({ code: 'config.conflict', revision: 0 });
  });
});

describe('validation by meaning (issue 29)', () => {
  it('a made-up currency or language, or a changed venue id or key, is refused naming the field', async () => {
    if ((await state()).draft) await call('draft/discard');
    const { live } = await state();
    const refused = async (config: ConfigSnapshot) => (await call('draft/save', { config })).body.result;
    expect(await refused(withSettings(live, { currency: 'DOGECOIN' }))).toMatchObject({
      code: 'config.bounds',
      field: 'settings.currency',
    });
    expect(await refused(withSettings(live, { defaultLang: 'klingon' }))).toMatchObject({
      code: 'config.bounds',
      field: 'settings.defaultLang',
    });
    expect(
      await refused({ ...live, languages: [...live.languages, { code: 'klingon', name: 'Klingon' }] }),
    ).toMatchObject({
      code: 'config.bounds',
      field: 'languages.2',
    });
    expect(await refused(withSettings(live, { shopKey: '' }))).toMatchObject({
      code: 'config.identity',
      field: 'settings.shopKey',
    });
    expect((await state()).draft).toBeNull();
    // Real values pass.
    const ok = await call('draft/save', { config: withSettings(live, { currency: 'NZD', defaultLang: 'zh-hans' }) });
    expect(ok.body.success).toBe(true);
    await call('draft/discard');
  });
});

describe('/pro/lot/config/update is a published version too (issue 32)', () => {
  it('a theme set by the config call is a version with an audit entry; a rollback before it restores the old theme', async () => {
    const before = await state();
    const theme = before.live.theme === 'night' ? 'default' : 'night';
    const update = (payload: Record<string, unknown>) =>
      post(s, '/pro/lot/config/update', { shop: 'demo-cafe', ...payload }, { token: admin, format: 'plain' });
    expect((await update({ theme, settings: { kioskMode: 0 } })).status).toBe(200);
    const after = await state();
    expect(after.latest).toBe(before.latest + 1);
    expect(after.live.theme).toBe(theme);
    expect((await liveConfig()).theme).toBe(theme);
    const audit = (await call('audit')).body.result as { action: string; changes: { key: string }[] }[];
    expect(audit[0].action).toBe('publish');
    expect(audit[0].changes.map((c) => c.key)).toContain('theme');
    // Saving what is already live changes nothing and makes no version.
    expect((await update({ theme })).status).toBe(200);
    expect((await state()).latest).toBe(after.latest);
    // The console's rollback to the version before restores the theme customers saw.
    expect((await call('rollback', { version: before.latest })).status).toBe(200);
    expect((await liveConfig()).theme).toBe(before.live.theme);
  });
});
