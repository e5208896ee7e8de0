// Serving the built app: static files, history-mode fallback with a strict CSP, API paths stay JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../../server/app';
import { get, startServer, type TestServer } from './helpers';

let s: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'venue-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app");');
  s = await startServer({ distDir: dist });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static app', () => {
  it('deep links get index.html with the strict CSP', async () => {
    for (const url of ['/', '/shop/demo-cafe/home', '/account/demo-cafe/login', '/account/demo-cafe/page/about', '/ktv/demo-ktv/ticket/all/home', '/company/demo-passes/daterange/home?x=1']) {
      const r = await get(s, url);
      expect(r.status).toBe(200);
      expect(r.text).toContain('<div id="root">');
      expect(r.headers['content-security-policy']).toBe(CSP);
    }
  });
  it('the CSP is the one the brief asks for', () => {
    expect(CSP).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'");
  });
  it('files are served as files', async () => {
    const r = await get(s, '/assets/app.js');
    expect(r.status).toBe(200);
    expect(r.text).toContain('console.log');
  });
  it('a missing file is a 404, not the app', async () => {
    expect((await get(s, '/assets/missing.js')).status).toBe(404);
  });
  it('API paths never fall back to the app', async () => {
    for (const url of ['/api/unknown/call', '/pro/x/y', '/dev/nothing']) {
      const r = await get(s, url);
      expect(r.status).toBe(404);
      expect(r.body!.success).toBe(false);
    }
    // POST calls under the account family's prefix still reach the API.
    const post = await s.app.inject({ method: 'POST', url: '/account/chkPhone', headers: { 'content-type': 'application/json' }, payload: '{"mobile":"0400000001"}' });
    expect(post.json().result.exists).toBe(true);
  });
});
