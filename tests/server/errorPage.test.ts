// A page request that fails gets an HTML page in the visitor's language (server/site/errorPage.ts):
// the address's ?lang= first, then Accept-Language; en-gb and zh-hans. API calls keep their JSON.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPage, pageLang, venueStart } from '../../server/site/errorPage';
import { startServer, type TestServer } from './helpers';

let unbuilt: TestServer;
let built: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  symlinkSync('loop.js', join(dist, 'assets/loop.js')); // a file that cannot be read: ELOOP
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  unbuilt = await startServer();
  built = await startServer({ distDir: dist });
}, 120_000);
afterAll(async () => {
  await unbuilt?.close();
  await built?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (s: TestServer, url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers });

describe("the visitor's language", () => {
  it("is the address's ?lang=, else the first supported Accept-Language by preference, else en-gb", () => {
    expect(pageLang('/shop/x/home?lang=zh-hans', 'en-GB')).toBe('zh-hans');
    expect(pageLang('/shop/x/home?a=1&lang=en-gb', 'zh-CN')).toBe('en-gb');
    expect(pageLang('/shop/x/home', 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-hans');
    expect(pageLang('/shop/x/home', 'en-US,zh;q=0.5')).toBe('en-gb');
    expect(pageLang('/shop/x/home', 'fr-FR, de;q=0.9, zh-Hans;q=0.2, en;q=0.1')).toBe('zh-hans');
    expect(pageLang('/shop/x/home', 'zh;q=0, en;q=0.4')).toBe('en-gb');
    expect(pageLang('/shop/x/home?lang=xx', 'fr')).toBe('en-gb');
    expect(pageLang('/', undefined)).toBe('en-gb');
  });

  it('the page links back only within the site, escaped', () => {
    expect(venueStart('/shop/demo-cafe/cart?x=1')).toBe('/shop/demo-cafe');
    expect(venueStart('/404')).toBeNull();
    const html = errorPage('en-gb', 'failed', '/shop/a"b/<x>');
    expect(html).not.toContain('<x>');
    expect(html).toContain('href="/shop/a&#34;b/&#60;x&#62;"');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/'])
      expect(errorPage('en-gb', 'failed', elsewhere)).not.toMatch(/href="[^"]*evil/);
  });
});

describe("page errors are HTML in the visitor's language", () => {
  it("no build: 503 in English or Chinese, with a retry link and the venue's start; never cached", async () => {
    const en = await get(unbuilt, '/shop/demo-cafe/cart', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.statusCode).toBe(503);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toContain('<html lang="en-GB">');
    expect(en.body).toContain('<h1>The site is being updated</h1>');
    expect(en.body).toContain('<a href="/shop/demo-cafe/cart">Try again</a>');
    expect(en.body).toContain('<a href="/shop/demo-cafe">Back to the venue</a>');
    expect(en.body).not.toMatch(/<script/);
    const zh = await get(unbuilt, '/shop/demo-cafe/cart', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' });
    expect(zh.statusCode).toBe(503);
    expect(zh.body).toContain('<html lang="zh-Hans">');
    expect(zh.body).toContain('<h1>网站正在更新</h1>');
    expect(zh.body).toContain('>重试</a>');
    expect(zh.body).toContain('>返回商户</a>');
    const byAddress = await get(unbuilt, '/shop/demo-cafe/home?lang=zh-hans', { 'accept-language': 'en-GB' });
    expect(byAddress.body).toContain('<h1>网站正在更新</h1>');
  });

  it('a file that is not there, asked for by a browser, is a 404 page; asked for by a script, JSON as before', async () => {
    const page = await get(built, '/assets/missing-Ab12Cd34.js', {
      accept: 'text/html,application/xhtml+xml',
      'accept-language': 'zh-CN',
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>找不到页面</h1>');
    const script = await get(built, '/assets/missing-Ab12Cd34.js', { accept: '*/*' });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ success: false });
  });

  it('a file the server fails to read: 500 page for a browser, in its language; JSON for anything else', async () => {
    const en = await get(built, '/assets/loop.js', { accept: 'text/html', 'accept-language': 'en-GB' });
    expect(en.statusCode).toBe(500);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.body).toContain('<h1>Something went wrong</h1>');
    const zh = await get(built, '/assets/loop.js', { accept: 'text/html', 'accept-language': 'zh-Hans' });
    expect(zh.body).toContain('<h1>出错了</h1>');
    const script = await get(built, '/assets/loop.js');
    expect(script.statusCode).toBe(500);
    expect(script.json()).toMatchObject({ success: false, dispMsg: 'The server failed to answer; please try again.' });
  });

  it('API calls keep their JSON errors, pages of a build are served as before', async () => {
    for (const s of [unbuilt, built]) {
      const api = await get(s, '/api/no/such/call', { accept: 'text/html', 'accept-language': 'zh-CN' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ success: false, dispMsg: 'No such call: GET /api/no/such/call' });
      const post = await s.app.inject({
        method: 'POST',
        url: '/shop/demo-cafe/home',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ success: false });
    }
    const page = await get(built, '/shop/demo-cafe/home', { 'accept-language': 'zh-CN' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harbour Cafe');
    expect((await get(built, '/.vite/manifest.json')).statusCode).toBe(404); // dot folders are not served
  });
});
