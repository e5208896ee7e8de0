// Venue images (issue 32): the four pictures a designer uploads in the theme studio, where each goes in
// the venue's configuration, the largest size each is resized to, and the check of an uploaded file by
// its bytes (PNG, JPEG or WebP, read from the header: never from a name or a declared type). Shared by
// the studio (resizing before upload) and the server (refusing anything else).

export const IMAGE_SLOTS = ['logo', 'banner', 'login', 'footer'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** Where each picture goes in the configuration (part and key) and the box it is resized into. */
export const IMAGE_SLOT_RULES: Readonly<
  Record<ImageSlot, { part: 'profile' | 'branding'; key: string; maxWidth: number; maxHeight: number }>
> = {
  logo: { part: 'profile', key: 'logo', maxWidth: 512, maxHeight: 512 },
  banner: { part: 'branding', key: 'bannerImage', maxWidth: 2000, maxHeight: 800 },
  login: { part: 'branding', key: 'loginImage', maxWidth: 1600, maxHeight: 1600 },
  footer: { part: 'branding', key: 'footerImage', maxWidth: 2000, maxHeight: 600 },
};

/** The largest stored picture (after resizing): it must fit the wire's body limit as base64. */
export const MAX_IMAGE_BYTES = 512 * 1024;
/** The largest file the studio accepts to resize (a phone photo). */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_EXT: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface ImageInfo {
  mime: ImageType;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The type and pixel size of a PNG, JPEG or WebP file from its bytes, or null when it is none of them. */
export function readImageInfo(b: Uint8Array): ImageInfo | null {
  if (b.length >= 24 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a && ascii(b, 12, 4) === 'IHDR')
    return { mime: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker.
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const len = u16be(b, i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { mime: 'image/jpeg', width: u16be(b, i + 7), height: u16be(b, i + 5) };
      if (len < 2) return null;
      i += 2 + len;
    }
    return null;
  }
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8X') return { mime: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return { mime: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
      return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
  }
  return null;
}

/** Why an uploaded picture is refused for a slot, or null when it may be stored. */
export function imageProblem(
  slot: ImageSlot,
  b: Uint8Array,
): { code: 'image.type' | 'image.size' | 'image.dimensions'; message: string } | null {
  const info = readImageInfo(b);
  if (!info) return { code: 'image.type', message: 'The picture must be a PNG, JPEG or WebP file.' };
  if (b.length > MAX_IMAGE_BYTES)
    return { code: 'image.size', message: `The picture may be at most ${MAX_IMAGE_BYTES / 1024} KB after resizing.` };
  const r = IMAGE_SLOT_RULES[slot];
  if (info.width < 1 || info.height < 1 || info.width > r.maxWidth || info.height > r.maxHeight)
    return {
      code: 'image.dimensions',
      message: `The ${slot} picture may be at most ${r.maxWidth} × ${r.maxHeight} pixels (this one is ${info.width} × ${info.height}).`,
    };
  return null;
}

/** The size a picture is drawn at to fit its slot's box (never enlarged). */
export function fitInto(slot: ImageSlot, width: number, height: number): { width: number; height: number } {
  const r = IMAGE_SLOT_RULES[slot];
  const k = Math.min(1, r.maxWidth / width, r.maxHeight / height);
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}
