// Making a theme the default goes through the versioned configuration (issue 32): a version holding
// the theme id and a copy of its document, audited as a publish; saving over the default publishes
// again; a console rollback restores the theme (id and document) that version had, and the audit log
// says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shipped from '../../themes/default.json';
import { get, login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
const theme = (id: string, brand: string) => ({
  ...shipped,
  id,
  name: { 'en-gb': `Theme ${id}`, 'zh-hans': `主题 ${id}` },
  tokens: { ...shipped.tokens, color: { ...shipped.tokens.color, brand } },
});

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-store' })).token;
}, 180_000);
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown>) =>
  post(s, path, { shop: 'demo-store', ...payload }, { token: admin, format: 'plain' });
const publicTheme = async () =>
  (await get(s, '/api/shop/theme?shop=demo-store')).body!.result as {
    id: string;
    theme: { tokens: { color: { brand: string } } } | null;
  };

describe('the default theme as versioned configuration', () => {
  it('make default publishes a version with the document; saving over the default publishes again', async () => {
    expect((await call('/pro/theme/venue/save', { theme: theme('harbour', '#0B5FA5') })).status).toBe(200);
    const d = await call('/pro/theme/venue/default', { themeId: 'harbour' });
    expect(d.body.result).toEqual({ shop: 'demo-store', theme: 'harbour', version: 2 });
    expect((await publicTheme()).theme?.tokens.color.brand).toBe('#0B5FA5');
    // A darker brand saved over the live default: version 3, customers see it.
    const again = await call('/pro/theme/venue/save', { theme: theme('harbour', '#0A4A80') });
    expect(again.body.result).toMatchObject({ id: 'harbour', version: 3 });
    expect((await publicTheme()).theme?.tokens.color.brand).toBe('#0A4A80');
    // Making it default again changes nothing: no new version.
    expect((await call('/pro/theme/venue/default', { themeId: 'harbour' })).body.result.version).toBeNull();
  });

  it('a console rollback restores the theme document and id of that version; the audit log says so', async () => {
    const back = await call('/pro/backoffice/config/rollback', { version: 2 });
    expect(back.body.result).toMatchObject({ version: 4 });
    const pub = await publicTheme();
    expect(pub.id).toBe('harbour');
    expect(pub.theme?.tokens.color.brand).toBe('#0B5FA5');
    const toShipped = await call('/pro/backoffice/config/rollback', { version: 1 });
    expect(toShipped.body.result).toMatchObject({ version: 5 });
    expect(await publicTheme()).toEqual({ id: 'default', theme: null });
    const log = (await call('/pro/backoffice/config/audit', {})).body.result as {
      action: string;
      version: number | null;
      changes: { key: string; before?: unknown; after?: unknown }[];
    }[];
    expect(log.map((e) => [e.action, e.version])).toEqual([
      ['rollback', 5],
      ['rollback', 4],
      ['publish', 3],
      ['publish', 2],
    ]);
    expect(log[0].changes).toContainEqual({ key: 'theme', before: 'harbour', after: 'default' });
    expect(log[1].changes.map((c) => c.key)).toEqual(['themeDoc.tokens']);
    expect(log[3].changes).toContainEqual({ key: 'theme', before: 'default', after: 'harbour' });
    // The theme made default in a later version is still saved for the venue after the rollback.
    expect((await call('/pro/theme/venue/get', { themeId: 'harbour' })).status).toBe(200);
  });

  it('a rollback to a version whose theme document no longer passes is refused and nothing changes', async () => {
    await s.db.query(
      `UPDATE config_versions SET config = jsonb_set(config, '{themeDoc,tokens,fontSize,md}', '2') WHERE shop_id = 'demo-store' AND version = 2`,
    );
    const r = await call('/pro/backoffice/config/rollback', { version: 2 });
    expect(r.body.result).toMatchObject({ code: 'theme.invalid' });
    expect(r.body.result.problems[0]).toMatchObject({ path: '/themeDoc/tokens/fontSize/md' });
    expect((await publicTheme()).id).toBe('default');
  });
});
