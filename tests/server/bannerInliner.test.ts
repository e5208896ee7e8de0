import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBannerInliner } from '../../server/site/bannerInliner';

describe('banner inliner (static shell)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'banner-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives a data URL for a small file and null for a large or missing one', async () => {
    const inline = createBannerInliner(8);
    await writeFile(join(dir, 'small.png'), Buffer.from([1, 2, 3]));
    await writeFile(join(dir, 'large.png'), Buffer.alloc(9));
    expect(await inline(join(dir, 'small.png'), 'image/png')).toBe('data:image/png;base64,AQID');
    expect(await inline(join(dir, 'large.png'), 'image/png')).toBeNull();
    expect(await inline(join(dir, 'none.png'), 'image/png')).toBeNull();
  });

  it('reads a replaced file again, and forgets a deleted one', async () => {
    const inline = createBannerInliner(64);
    const file = join(dir, 'b.png');
    await writeFile(file, Buffer.from([1]));
    expect(await inline(file, 'image/png')).toBe('data:image/png;base64,AQ==');
    await writeFile(file, Buffer.from([1, 2]));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect(await inline(file, 'image/png')).toBe('data:image/png;base64,AQI=');
    await rm(file);
    expect(await inline(file, 'image/png')).toBeNull();
  });
});
