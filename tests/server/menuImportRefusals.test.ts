// The menu import call refuses each malformed CSV file (issue 31): the answer names the row, the
// column and the problem (its code and English words; the editor shows the code's words in the
// operator's language), and nothing changes: the menu, the draft, the live catalogue and every
// table's row count are what they were. A 10 MB file is refused before it is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts, login, post, startServer, type TestServer } from './helpers';
import { MALFORMED_CSV } from '../domain/malformedMenuCsv';

let s: TestServer;
let admin: string;
let before: { state: unknown; counts: Record<string, number>; catalogue: string };

// A file larger than a request may be travels as plain JSON: encrypting 13 MB in the test costs a minute.
const call = (path: string, payload: Record<string, unknown> = {}, big = false) =>
  post(
    s,
    `/pro/backoffice/${path}`,
    { shop: 'demo-cafe', ...payload },
    { token: admin, ...(big ? { format: 'plain' as const } : {}) },
  );
const catalogue = async () => (await s.app.inject({ method: 'GET', url: '/api/shop/catalogue?shop=demo-cafe' })).body;
const snapshot = async () => ({
  state: (await call('menu/state')).body.result,
  counts: await counts(s.db),
  catalogue: await catalogue(),
});

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  before = await snapshot();
}, 240_000);
afterAll(async () => s.close());

describe('a malformed menu file is refused by row and column and changes nothing', () => {
  it('the menu starts without a draft', () => {
    expect((before.state as { draft: unknown }).draft).toBeNull();
    expect((before.state as { menu: { items: unknown[] } }).menu.items.length).toBeGreaterThan(0);
  });

  for (const f of MALFORMED_CSV)
    it(f.name, { timeout: 120_000 }, async () => {
      const big = f.bytes.length > 1024 * 1024;
      for (const check of [true, false]) {
        const r = await call('menu/import', { format: 'csv', data: f.bytes.toString('base64'), check }, big);
        expect(r.body.success).not.toBe(true);
        if (big) {
          // Larger than any request the server reads: refused whole, before the import looks at it.
          expect(r.status).toBe(413);
        } else {
          expect(r.body.result).toMatchObject({ code: 'menu.import' });
          const problems = r.body.result.problems as { row: number; column: string; code: string; message: string }[];
          expect(problems[0]).toMatchObject(f.first);
          for (const p of problems) expect(p.message.length).toBeGreaterThan(5);
        }
      }
      expect(await snapshot()).toEqual(before);
    });
});
