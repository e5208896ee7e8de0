// Static serving of the built app: hashed assets cached for a year, precompressed .br/.gz copies sent
// to browsers that accept them, index.html never cached and naming the venue banner for preload.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_DIR } from '../../server/routes/catalogue';
import { startServer, type TestServer } from './helpers';

/** What the server wrote into #root (up to the app's own module script). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
const JS = 'export const answer = 42;\n'.repeat(100);
let dist: string;
let s: TestServer;
let small: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  // The real index.html (its loading line in #root included): a change there must keep the shell working.
  writeFileSync(join(dist, 'index.html'), readFileSync(join(__dirname, '../../index.html'), 'utf8'));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), JS);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(JS));
  s = await startServer({ distDir: dist });
  small = await startServer({ distDir: dist, inlineBannerMax: 100 });
}, 300_000);
afterAll(async () => {
  await s?.close();
  await small?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('hashed assets: a year of caching, brotli or gzip when accepted, plain otherwise', async () => {
    const br = await s.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(JS.length / 5);
    const gz = await s.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await s.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('the page is never cached and preloads the banner of a venue whose layout shows it', async () => {
    const shop = await s.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' });
    expect(shop.headers['cache-control']).toBe('no-cache');
    expect(shop.body).toContain(
      '<link rel="preload" as="image" href="/assets/images/banner-cafe.svg" fetchpriority="high">',
    );
    const kiosk = await s.app.inject({ method: 'GET', url: '/self/demo-kiosk/home' });
    expect(kiosk.body).not.toContain('rel="preload"');
    const unknown = await s.app.inject({ method: 'GET', url: '/shop/no-such-shop/home' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('a venue page holds a static shell (escaped name, banner) in #root for the first paint; no script', async () => {
    const shop = await s.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' });
    // A small banner is inlined as a data: URL (it paints with the first paint), byte for byte the file.
    const m =
      /<div id="root"><div class="boot-shell" aria-busy="true"><p [^>]*>Harbour Cafe<\/p><img src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt=""/.exec(
        shop.body,
      );
    expect(m).not.toBeNull();
    expect(Buffer.from(m![1], 'base64').equals(readFileSync(join(IMAGES_DIR, 'banner-cafe.svg')))).toBe(true);
    // Over the inline limit the shell names the file instead.
    const big = await small.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' });
    expect(big.body).toMatch(/<p [^>]*>Harbour Cafe<\/p><img src="\/assets\/images\/banner-cafe\.svg" alt=""/);
    const kiosk = await s.app.inject({ method: 'GET', url: '/self/demo-kiosk/home' });
    expect(kiosk.body).toContain('>Burger Kiosk</p></div></div>');
    expect(kiosk.body).not.toContain('<img');
    const unknown = await s.app.inject({ method: 'GET', url: '/shop/no-such-shop/home' });
    expect(unknown.body).toMatch(/<div id="root"><p class="boot-loading"/);
    expect(unknown.body).not.toContain('boot-shell');
    for (const r of [shop, kiosk]) expect(rootOf(r.body)).not.toContain('<script');
  });

  it('the kiosk route draws its splash in the shell, in the page language, with no script', async () => {
    const en = await s.app.inject({ method: 'GET', url: '/self/demo-kiosk/kiosk' });
    expect(en.body).toMatch(
      /<div id="root"><div class="boot-shell" aria-busy="true">.*<h1 [^>]*>Welcome to Burger Kiosk<\/h1><p [^>]*>Order here, pick up at the counter\.<\/p>/,
    );
    const zh = await s.app.inject({
      method: 'GET',
      url: '/self/demo-kiosk/kiosk',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(zh.body).toContain('>欢迎光临 Burger Kiosk</h1>');
    const byQuery = await s.app.inject({ method: 'GET', url: '/self/demo-kiosk/kiosk?lang=zh-hans' });
    expect(byQuery.body).toContain('>欢迎光临 Burger Kiosk</h1>');
    // Other self pages keep the plain shell.
    expect((await s.app.inject({ method: 'GET', url: '/self/demo-kiosk/home' })).body).not.toContain('<h1');
    for (const r of [en, zh]) expect(rootOf(r.body)).not.toContain('<script');
  });

  it('escapeHtml leaves no markup in a venue name', async () => {
    const { escapeHtml } = await import('../../server/app');
    expect(escapeHtml(`<img src=x onerror="a()">&'`)).toBe('&#60;img src=x onerror=&#34;a()&#34;&#62;&#38;&#39;');
  });
});
