// Rename and versions of a venue theme (issue 32): every save keeps the stored document as the
// theme's next version (an unchanged save keeps none); the list says when and by whom; a version's
// document is read back to restore as the draft; a rename in both languages is a version of its own,
// and an empty or taken name is refused in words with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shipped from '../../themes/default.json';
import { login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
const theme = (id: string, brand: string, en = `Theme ${id}`) => ({
  ...shipped,
  id,
  name: { 'en-gb': en, 'zh-hans': `主题 ${id}` },
  tokens: { ...shipped.tokens, color: { ...shipped.tokens.color, brand } },
});

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-store' })).token;
}, 180_000);
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown>) =>
  post(s, path, { shop: 'demo-store', ...payload }, { token: admin, format: 'plain' });
type Versions = { versions: { version: number; savedAt: number; savedBy: string; name: { 'en-gb': string } }[] };

describe('versions of a venue theme', () => {
  it('every save keeps a version (an unchanged save none); a version reads back its document', async () => {
    await call('/pro/theme/venue/save', { theme: theme('tide', '#0B5FA5') });
    await call('/pro/theme/venue/save', { theme: theme('tide', '#0B5FA5') });
    await call('/pro/theme/venue/save', { theme: theme('tide', '#0A4A80') });
    const list = (await call('/pro/theme/venue/versions', { themeId: 'tide' })).body.result as Versions;
    expect(list.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(list.versions[0].savedBy).not.toBe('');
    expect(list.versions[0].savedAt).toBeGreaterThan(0);
    const one = (await call('/pro/theme/venue/versions', { themeId: 'tide', version: 1 })).body.result as {
      theme: { tokens: { color: { brand: string } } };
    };
    expect(one.theme.tokens.color.brand).toBe('#0B5FA5');
    expect((await call('/pro/theme/venue/versions', { themeId: 'tide', version: 9 })).status).toBe(404);
    expect((await call('/pro/theme/venue/versions', { themeId: 'nothing-here' })).status).toBe(404);
  });

  it('a rename is a version of its own; an empty or taken name is refused in words, nothing changed', async () => {
    await call('/pro/theme/venue/save', { theme: theme('reef', '#0B5FA5', 'Reef') });
    const r = await call('/pro/theme/venue/rename', {
      themeId: 'tide',
      name: { 'en-gb': '  Low tide ', 'zh-hans': '低潮' },
    });
    expect(r.body.result).toEqual({ id: 'tide', name: { 'en-gb': 'Low tide', 'zh-hans': '低潮' }, version: null });
    const got = (await call('/pro/theme/venue/get', { themeId: 'tide' })).body.result as {
      theme: { name: Record<string, string>; tokens: { color: { brand: string } } };
    };
    expect(got.theme.name['en-gb']).toBe('Low tide');
    expect(got.theme.tokens.color.brand).toBe('#0A4A80');
    const list = (await call('/pro/theme/venue/versions', { themeId: 'tide' })).body.result as Versions;
    expect(list.versions.map((v) => [v.version, v.name['en-gb']])).toEqual([
      [3, 'Low tide'],
      [2, 'Theme tide'],
      [1, 'Theme tide'],
    ]);
    const empty = await call('/pro/theme/venue/rename', { themeId: 'tide', name: { 'en-gb': ' ', 'zh-hans': '低潮' } });
    expect(empty.body.success).toBe(false);
    expect(empty.body.dispMsg).toMatch(/English name is empty/);
    const taken = await call('/pro/theme/venue/rename', {
      themeId: 'tide',
      name: { 'en-gb': 'reef', 'zh-hans': '礁' },
    });
    expect(taken.body.success).toBe(false);
    expect(taken.body.dispMsg).toMatch(/already the name of the theme "reef"/);
    const shippedName = await call('/pro/theme/venue/rename', {
      themeId: 'tide',
      name: { 'en-gb': shipped.name['en-gb'], 'zh-hans': '礁' },
    });
    expect(shippedName.body.success).toBe(false);
    expect(
      ((await call('/pro/theme/venue/versions', { themeId: 'tide' })).body.result as Versions).versions,
    ).toHaveLength(3);
  });

  it('renaming the default publishes a configuration version; deleting a theme deletes its versions', async () => {
    expect((await call('/pro/theme/venue/default', { themeId: 'reef' })).status).toBe(200);
    const r = await call('/pro/theme/venue/rename', {
      themeId: 'reef',
      name: { 'en-gb': 'Coral reef', 'zh-hans': '珊瑚礁' },
    });
    expect(r.body.result.version).toEqual(expect.any(Number));
    const pub = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM venue_theme_versions WHERE shop_id = 'demo-store' AND theme_id = 'reef'`,
    );
    expect(pub[0].n).toBe(2);
    expect((await call('/pro/theme/venue/delete', { themeId: 'tide' })).body.result).toMatchObject({ deleted: true });
    const left = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM venue_theme_versions WHERE shop_id = 'demo-store' AND theme_id = 'tide'`,
    );
    expect(left[0].n).toBe(0);
  });
});
