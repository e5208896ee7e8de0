// Venue pictures from the theme studio (issue 32): a logo, banner, login or footer picture is checked
// by its bytes (type, size, pixel box of its slot), stored with the venue, served beside the bundled
// images, and put in the configuration as an audited version that a console rollback undoes.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;

/** A real PNG of w x h pixels (one colour). */
function png(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0xc8)]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-store' })).token;
}, 180_000);
afterAll(async () => s.close());

const call = (payload: Record<string, unknown>, token = admin) =>
  post(s, '/pro/theme/venue/image', { shop: 'demo-store', ...payload }, { token, format: 'plain' });
/** The venue's live configuration as customers get it (the venues row). */
const spotConfig = async () =>
  (
    await s.db.query<{ branding: { bannerImage?: string } }>("SELECT branding FROM venues WHERE shop_id = 'demo-store'")
  )[0];

describe('venue pictures', () => {
  it('refuses a file that is not a picture, and a picture larger than its slot, with the reason; nothing changes', async () => {
    const before = (await spotConfig()).branding.bannerImage;
    const notImage = await call({ slot: 'banner', data: Buffer.from('<svg onload="x()"/>').toString('base64') });
    expect(notImage.status).toBe(422);
    expect(notImage.body.result.problems[0]).toMatchObject({ path: '/data', code: 'image.type' });
    const tooLarge = await call({ slot: 'logo', data: png(600, 100).toString('base64') });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.result.problems[0].code).toBe('image.dimensions');
    expect((await spotConfig()).branding.bannerImage).toBe(before);
  });

  it('a customer cannot upload', async () => {
    const r = await call({ slot: 'banner', data: png(10, 10).toString('base64') }, '');
    expect(r.body.success).toBe(false);
  });

  it('stores a banner with the venue, serves it, and publishes it as a version a rollback undoes', async () => {
    const before = (await spotConfig()).branding.bannerImage;
    const bytes = png(400, 160);
    const r = await call({ slot: 'banner', data: bytes.toString('base64') });
    expect(r.status).toBe(200);
    const { url, version } = r.body.result as { url: string; version: number };
    expect(url).toMatch(/^\/assets\/images\/venue-demo-store-banner-[0-9a-f]{16}\.png$/);
    expect(version).toBeGreaterThan(1);
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect((await spotConfig()).branding.bannerImage).toBe(url);
    const back = await post(
      s,
      '/pro/backoffice/config/rollback',
      { shop: 'demo-store', version: version - 1 },
      { token: admin, format: 'plain' },
    );
    expect(back.body.success).toBe(true);
    expect((await spotConfig()).branding.bannerImage).toBe(before);
    // The picture stays stored: a rollback forward finds it again.
    expect((await get(s, url)).status).toBe(200);
  });
});
