// server/security.ts: JSON-only bodies (415 before any handler), frame denial, HSTS over TLS only,
// and the CSP report endpoint.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { demoMode } from '../../server/mode';
import { CSP_REPORT_MAX, CSP_REPORTS_PER_REQUEST, HSTS, UNSUPPORTED_TYPE } from '../../server/security';
import { counts, startServer, type TestServer } from './helpers';

let s: TestServer;
let proxied: FastifyInstance;
const violations: string[] = [];

beforeAll(async () => {
  s = await startServer({ logViolation: (l) => violations.push(l) });
  // The same database behind a TLS-terminating proxy that sets x-forwarded-proto (TRUST_PROXY=1).
  proxied = await buildApp({ db: s.db, distDir: '/nonexistent-dist', mode: demoMode({ TRUST_PROXY: '1' }) });
});
afterAll(async () => {
  await proxied?.close();
  await s?.close();
});

const send = (contentType: string | undefined, payload: string, url = '/account/getUserIdentifyCode') =>
  s.app.inject({ method: 'POST', url, headers: contentType ? { 'content-type': contentType } : {}, payload });

describe('JSON-only bodies', () => {
  it('a cross-site simple POST (text/plain, form, multipart) to an anonymous call is refused with 415 and writes nothing', async () => {
    const body = JSON.stringify({ mobile: '0412345678' });
    const before = await counts(s.db);
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      undefined,
    ]) {
      const r = await send(type, body);
      expect({ type, status: r.statusCode }).toEqual({ type, status: 415 });
      expect(r.json()).toEqual({ success: false, dispMsg: UNSUPPORTED_TYPE });
    }
    expect(await counts(s.db)).toEqual(before);
    expect(s.sms).toEqual([]);
    // The same body as JSON (charset allowed) does reach the call: the refusal was the type.
    const ok = await send('application/json; charset=utf-8', body);
    expect(ok.statusCode).toBe(200);
    expect(s.sms.map((m) => m.mobile)).toEqual(['0412345678']);
  });

  it('an empty text/plain POST is refused too; a POST with no body and no type is not a body', async () => {
    expect((await send('text/plain', '', '/account/logout')).statusCode).toBe(415);
    const none = await s.app.inject({ method: 'POST', url: '/account/logout' });
    expect(none.statusCode).not.toBe(415);
  });
});

describe('headers', () => {
  it('X-Frame-Options DENY on HTML and JSON answers, beside CSP frame-ancestors none with its report endpoint', async () => {
    const html = await s.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['x-frame-options']).toBe('DENY');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(html.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    const json = await s.app.inject({ method: 'GET', url: '/healthz' });
    expect(json.headers['x-frame-options']).toBe('DENY');
  });

  it('a page the theme studio previews (?studioPreview=1) may be framed by its own origin only; every other page by none', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/shop/demo-store/home?studioPreview=1' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    for (const url of ['/shop/demo-store/home?studioPreview=10', '/shop/demo-store/home?xstudioPreview=1']) {
      const other = await s.app.inject({ method: 'GET', url });
      expect(other.headers['x-frame-options'], url).toBe('DENY');
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    const json = await s.app.inject({ method: 'GET', url: '/healthz?studioPreview=1' });
    expect(json.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only on answers over TLS: never over plain HTTP, x-forwarded-proto only when the proxy is trusted', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await s.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // Not trusted: anyone can send the header.
    expect(
      (await s.app.inject({ method: 'GET', url: '/healthz', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await proxied.inject({ method: 'GET', url: '/healthz', headers: https })).headers['strict-transport-security'],
    ).toBe(HSTS);
    expect(
      (await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('POST /csp-report', () => {
  const report = (type: string, body: unknown) =>
    s.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': type },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('takes report-uri reports (application/csp-report): 204 and one log line each', async () => {
    violations.length = 0;
    const r = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://venue.example/shop/demo-cafe/home',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'https://venue.example/x.js',
        'line-number': 7,
      },
    });
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expect(violations).toEqual([
      'csp-violation directive="script-src-elem" blocked="inline" document="https://venue.example/shop/demo-cafe/home" source="https://venue.example/x.js":7',
    ]);
  });

  it('takes Reporting API batches (application/reports+json): one line per csp-violation, capped, newlines kept inside the quotes', async () => {
    violations.length = 0;
    const one = (i: number) => ({
      type: 'csp-violation',
      age: 1,
      url: 'https://venue.example/',
      body: {
        documentURL: 'https://venue.example/',
        effectiveDirective: 'img-src',
        blockedURL: `https://evil.example/${i}\nforged-line`,
        lineNumber: i,
      },
    });
    const r = await report('application/reports+json', [one(1), { type: 'deprecation', body: {} }, one(2)]);
    expect(r.statusCode).toBe(204);
    expect(violations).toHaveLength(2);
    expect(violations[0]).toBe(
      'csp-violation directive="img-src" blocked="https://evil.example/1\\nforged-line" document="https://venue.example/" source="":1',
    );
    expect(violations.every((l) => !l.includes('\n'))).toBe(true);
    violations.length = 0;
    await report(
      'application/reports+json',
      Array.from({ length: CSP_REPORTS_PER_REQUEST + 5 }, (_, i) => one(i)),
    );
    expect(violations).toHaveLength(CSP_REPORTS_PER_REQUEST);
  });

  it('refuses bodies over the cap (413), other types (415) and bad JSON (400), logging nothing', async () => {
    violations.length = 0;
    const big = { 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_MAX) } };
    expect((await report('application/csp-report', big)).statusCode).toBe(413);
    expect((await report('application/json', { 'csp-report': {} })).statusCode).toBe(415);
    expect((await report('text/plain', { 'csp-report': {} })).statusCode).toBe(415);
    expect((await report('application/csp-report', '{not json')).statusCode).toBe(400);
    expect(violations).toEqual([]);
  });
});
