// Venue themes (issue 18, theme studio): save checks schema and contrast and lists each problem with
// its JSON Pointer; a venue's default may be a saved venue theme (here and through the config call);
// the public read gives the app the venue's theme; every refused call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import shipped from '../../themes/default.json';
import { get, login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
const tokens: Record<string, string> = {};
const designer = { ...shipped, id: 'harbour-dusk', name: { 'en-gb': 'Harbour dusk', 'zh-hans': '港湾黄昏' } } as Record<
  string,
  unknown
> & { tokens: { color: Record<string, string> } };

beforeAll(async () => {
  s = await startServer();
  const hash = await hashPassword('Admin1234!');
  await s.db.query(
    'INSERT INTO users (user_id, login_name, mobile, email, password_hash, first_name, last_name, admin, admin_shops, created_at) VALUES ($1, $2, NULL, $2, $3, $4, $4, 1, $5, $6)',
    ['u-admin-cafe', 'admin-cafe@example.com', hash, 'Cafe', ['demo-cafe'], s.clock.t],
  );
  tokens.store = (
    await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-store' })
  ).token;
  tokens.other = (
    await login(s, { userName: 'admin-cafe@example.com', password: 'Admin1234!' }, { shop: 'demo-cafe' })
  ).token;
  tokens.customer = (await login(s)).token;
});
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown>, token?: string) =>
  post(s, path, { shop: 'demo-store', ...payload }, { token, format: 'plain' });
const snapshot = async () => ({
  themes: await s.db.query('SELECT shop_id, theme_id, doc, updated_at FROM venue_themes ORDER BY shop_id, theme_id'),
  venue: (
    await s.db.query<{ theme: string; updated_at: string }>(
      "SELECT theme, updated_at FROM venues WHERE shop_id = 'demo-store'",
    )
  )[0],
});
const publicTheme = async () =>
  (await get(s, '/api/shop/theme?shop=demo-store')).body!.result as {
    id: string;
    theme: Record<string, unknown> | null;
  };

describe('venue themes', () => {
  it('a theme with a schema, token or range problem is refused with each problem and its JSON Pointer; nothing is saved', async () => {
    const before = await snapshot();
    const bad = await call(
      '/pro/theme/venue/save',
      { theme: { ...designer, id: 'Bad Id', kind: 'theme', colour: 1 } },
      tokens.store,
    );
    expect(bad.status).toBe(422);
    expect((bad.body.result.problems as { path: string }[]).map((p) => p.path)).toEqual(
      expect.arrayContaining(['/colour', '/id']),
    );
    // The file: radius -5, spacing 5000, font size 2, and CSS smuggled into a font and a shadow.
    const ranges = {
      ...designer,
      tokens: {
        ...designer.tokens,
        radius: { sm: -5 },
        space: { md: 5000 },
        fontSize: { md: 2 },
        font: { body: 'x; } body { background: url(https://evil.example/a.png) } </style>' },
        shadow: { sm: '0 0 1px red; } {' },
      },
    };
    const r = await call('/pro/theme/venue/save', { theme: ranges }, tokens.store);
    expect(r.status).toBe(422);
    expect((r.body.result.problems as { path: string; code: string }[]).map((p) => [p.path, p.code])).toEqual([
      ['/tokens/radius/sm', 'theme.token-invalid'],
      ['/tokens/space/md', 'theme.token-invalid'],
      ['/tokens/font/body', 'theme.token-invalid'],
      ['/tokens/fontSize/md', 'theme.token-invalid'],
      ['/tokens/shadow/sm', 'theme.token-invalid'],
    ]);
    expect(r.body.result.problems[3].message).toMatch(/outside 10px\.\.72px/);
    const shippedId = await call('/pro/theme/venue/save', { theme: { ...designer, id: 'night' } }, tokens.store);
    expect(shippedId.body.result.problems[0]).toMatchObject({ path: '/id', code: 'theme.id-shipped' });
    expect(await snapshot()).toEqual(before);
  });

  it('a draft failing contrast pairs is saved with them named, and cannot be made the default', async () => {
    const low = {
      ...designer,
      id: 'pale-draft',
      tokens: { ...designer.tokens, color: { ...designer.tokens.color, muted: '#C8C8C8' } },
    };
    const r = await call('/pro/theme/venue/save', { theme: low }, tokens.store);
    expect(r.status).toBe(200);
    const contrast = r.body.result.contrast as { path: string; code: string }[];
    expect(contrast.map((p) => p.path)).toEqual([
      '/schemes/default/textMuted',
      '/schemes/default/textMuted',
      '/schemes/default/textMuted',
    ]);
    expect(contrast.every((p) => p.code === 'theme.contrast')).toBe(true);
    const before = await snapshot();
    const d = await call('/pro/theme/venue/default', { themeId: 'pale-draft' }, tokens.store);
    expect(d.status).toBe(422);
    expect(d.body.dispMsg).toMatch(/every contrast pair passes/);
    expect(await snapshot()).toEqual(before);
    expect((await call('/pro/theme/venue/delete', { themeId: 'pale-draft' }, tokens.store)).body.result).toEqual({
      id: 'pale-draft',
      deleted: true,
    });
  });

  it("anonymous, a customer and another venue's admin are refused on every call, and nothing changes", async () => {
    await call('/pro/theme/venue/save', { theme: designer }, tokens.store);
    const before = await snapshot();
    for (const [path, payload] of [
      ['/pro/theme/venue/list', {}],
      ['/pro/theme/venue/get', { themeId: 'harbour-dusk' }],
      ['/pro/theme/venue/save', { theme: { ...designer, name: { 'en-gb': 'X', 'zh-hans': 'X' } } }],
      ['/pro/theme/venue/delete', { themeId: 'harbour-dusk' }],
      ['/pro/theme/venue/default', { themeId: 'harbour-dusk' }],
    ] as const) {
      expect((await call(path, payload)).body.result, `${path} anonymous`).toBe('api.not.logged');
      expect((await call(path, payload, tokens.customer)).status, `${path} customer`).toBe(403);
      expect((await call(path, payload, tokens.other)).status, `${path} other venue's admin`).toBe(403);
    }
    expect(
      (
        await post(
          s,
          '/pro/lot/config/update',
          { shop: 'demo-store', theme: 'harbour-dusk' },
          { token: tokens.other, format: 'plain' },
        )
      ).status,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('saved, listed, made the default: the public read gives the app the theme; the default cannot be deleted', async () => {
    const list = await call('/pro/theme/venue/list', {}, tokens.store);
    expect(list.body.result).toMatchObject({
      current: 'default',
      themes: [{ id: 'harbour-dusk', name: designer.name, updatedBy: 'u-demo-admin' }],
    });
    expect(list.body.result.shipped.map((t: { id: string }) => t.id)).toEqual(['default', 'night']);
    expect(await publicTheme()).toEqual({ id: 'default', theme: null });
    expect((await call('/pro/theme/venue/default', { themeId: 'no-such-theme' }, tokens.store)).status).toBe(404);
    expect((await call('/pro/theme/venue/default', { themeId: 'harbour-dusk' }, tokens.store)).body.result).toEqual({
      shop: 'demo-store',
      theme: 'harbour-dusk',
      version: 2,
    });
    const pub = await publicTheme();
    expect(pub.id).toBe('harbour-dusk');
    expect(pub.theme).toMatchObject({ id: 'harbour-dusk', kind: 'theme', name: designer.name });
    const del = await call('/pro/theme/venue/delete', { themeId: 'harbour-dusk' }, tokens.store);
    expect(del.body).toMatchObject({ success: false, result: { rtn: 0 } });
    expect((await snapshot()).themes).toHaveLength(1);
    // Another venue never sees it.
    expect((await get(s, '/api/shop/theme?shop=demo-cafe')).body!.result).toEqual({ id: 'default', theme: null });
  });

  it('the config call accepts a saved venue theme as the default, and refuses an unknown one', async () => {
    const update = (theme: string) =>
      post(s, '/pro/lot/config/update', { shop: 'demo-store', theme }, { token: tokens.store, format: 'plain' });
    expect((await update('night')).status).toBe(200);
    expect((await publicTheme()).id).toBe('night');
    const refused = await update('nobody-made-this');
    expect(refused.status).toBe(400);
    expect(refused.body.dispMsg).toMatch(/neither a shipped theme/);
    expect((await publicTheme()).id).toBe('night');
    expect((await update('harbour-dusk')).status).toBe(200);
    expect((await publicTheme()).id).toBe('harbour-dusk');
    // Back to the shipped default; then the venue theme may go.
    expect((await update('default')).status).toBe(200);
    expect((await call('/pro/theme/venue/delete', { themeId: 'harbour-dusk' }, tokens.store)).body.result).toEqual({
      id: 'harbour-dusk',
      deleted: true,
    });
    expect((await call('/pro/theme/venue/get', { themeId: 'harbour-dusk' }, tokens.store)).status).toBe(404);
  });
});
