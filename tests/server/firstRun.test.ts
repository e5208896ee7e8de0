// First run (issue 31): with no platform administrator a one-time setup token opens the setup page,
// which creates one with a strong password (spec 5) and is used up; the command line does the same.
// Runs on a real Postgres too (scripts/pg-cluster.mjs sets TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueSetupToken, needsSetup, platformAdminProblem } from '../../server/setup/firstRun';
import { runAdminCli } from '../../server/setup/adminCli';
import { login, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  // As an empty production database: nobody administers every venue.
  await s.db.query(`UPDATE users SET admin_shops = '["demo-cafe"]' WHERE admin_shops @> '["*"]'::jsonb`);
}, 240_000);
afterAll(async () => s.close());

const form = (fields: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: '/setup',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the password rules', () => {
  it.each([
    ['not-an-email', 'Str0ng!Pass', 'email'],
    ['a@example.com', 'short1!A', null],
    ['a@example.com', 'alllowercase1!', 'weak'],
    ['a@example.com', 'Password1!', 'weak'],
    ['a@example.com', 'Admin1234!', 'demo'],
    ['a@example.com', 'Aa1!Aa1!Aa1!Aa1!Aa1!x', 'tooLong'],
  ])('%s / %s', (email, pw, want) => expect(platformAdminProblem(email, pw)?.problem ?? null).toBe(want));
});

describe('the setup link', () => {
  let token: string;
  it('a fresh database needs setup; a token is issued and only its hash stored', async () => {
    expect(await needsSetup(s.db)).toBe(true);
    const old = await issueSetupToken(s.db, s.clock.t);
    token = await issueSetupToken(s.db, s.clock.t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM setup_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect((await s.app.inject({ url: `/setup?token=${old}` })).statusCode).toBe(410);
  });

  it('the page is in both languages; a weak password is refused at its field, the e-mail kept', async () => {
    const en = await s.app.inject({ url: `/setup?token=${token}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Create the platform administrator');
    const zh = await s.app.inject({ url: `/setup?token=${token}&lang=zh-hans` });
    expect(zh.body).toContain('创建平台管理员');
    const weak = await form({ token, email: 'owner@cafe.example', password: 'password1', confirm: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('role="alert"');
    expect(weak.body).toContain('value="owner@cafe.example"');
    const mismatch = await form({
      token,
      email: 'owner@cafe.example',
      password: 'Cafe-2026!x',
      confirm: 'Cafe-2026!y',
    });
    expect(mismatch.body).toContain('not the same');
    expect(await needsSetup(s.db)).toBe(true);
  });

  it('a strong password creates the platform administrator; the link is then used up', async () => {
    const r = await form({ token, email: 'Owner@Cafe.example', password: 'Cafe-2026!x', confirm: 'Cafe-2026!x' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('ready');
    // Signs in where no venue is needed yet, then the Venues screen to create the first one.
    expect(r.body).toContain('href="/platform/login?redirect=%2Fplatform%2Fvenues"');
    expect(await needsSetup(s.db)).toBe(false);
    const u = (
      await s.db.query<{ admin: number; admin_shops: string[] }>(
        "SELECT admin, admin_shops FROM users WHERE login_name = 'owner@cafe.example'",
      )
    )[0];
    expect(u).toEqual({ admin: 1, admin_shops: ['*'] });
    await login(s, { userName: 'owner@cafe.example', password: 'Cafe-2026!x' });
    const again = await form({ token, email: 'second@cafe.example', password: 'Cafe-2026!x', confirm: 'Cafe-2026!x' });
    expect(again.statusCode).toBe(410);
    expect((await s.app.inject({ url: `/setup?token=${token}` })).statusCode).toBe(410);
  });
});

describe('npm run admin -- create', () => {
  it('creates the platform administrator on an empty database once; a usage error is 2, a second one 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    try {
      expect(await runAdminCli(['create', '--email', 'x@example.com'], { DATA_DIR: dir })).toBe(2);
      const args = ['create', '--email', 'ops@example.com', '--password', 'Cafe-2026!x'];
      expect(await runAdminCli(args, { DATA_DIR: dir })).toBe(0);
      expect(await runAdminCli([...args.slice(0, 2), 'other@example.com', ...args.slice(3)], { DATA_DIR: dir })).toBe(
        1,
      );
      // Then the venue from a template and its administrator's invitation (server/venues/venueCli.ts).
      const venue = [
        'venue',
        '--id',
        'bay-cafe',
        '--name-en',
        'Bay Cafe',
        '--name-zh',
        '海湾咖啡',
        '--template',
        'cafe',
      ];
      expect(await runAdminCli(venue.slice(0, 3), { DATA_DIR: dir })).toBe(2);
      expect(await runAdminCli([...venue.slice(0, 8), 'zoo'], { DATA_DIR: dir })).toBe(1);
      expect(await runAdminCli(venue, { DATA_DIR: dir })).toBe(0);
      expect(await runAdminCli(venue, { DATA_DIR: dir })).toBe(1);
      const printed: string[] = [];
      const spy = vi.spyOn(console, 'log').mockImplementation((l: string) => void printed.push(l));
      try {
        expect(
          await runAdminCli(['invite', '--shop', 'bay-cafe', '--email', 'owner@example.com'], { DATA_DIR: dir }),
        ).toBe(0);
        expect(
          await runAdminCli(['invite', '--shop', 'no-such', '--email', 'owner@example.com'], { DATA_DIR: dir }),
        ).toBe(1);
      } finally {
        spy.mockRestore();
      }
      expect(printed.join('\n')).toMatch(/http:\/\/127\.0\.0\.1:8080\/invite\?token=[\w-]{20,}/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
