// The venue's pictures in the theme studio (issue 32): a logo, banner, login and footer picture, each
// checked here first (type and size of the file), resized in the browser into its slot's box
// (src/domain/venueImage.ts) as WebP (PNG when the browser cannot write WebP), then sent; the server
// checks the bytes again, stores the picture with the venue and publishes it as a configuration version.
import { venueThemeImage } from '../../../api/calls/themes';
import { venue } from '../../../state/stores';
import {
  fitInto,
  IMAGE_SLOT_RULES,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_SOURCE_BYTES,
  type ImageSlot,
} from '../../../domain/venueImage';
import { studioCall } from './api';

/** Why a chosen file cannot be used, before any upload: its type or its size. */
export type ImageFileProblem = 'type' | 'sourceSize' | 'unreadable' | 'resultSize';

export class ImageFileError extends Error {
  constructor(public readonly problem: ImageFileProblem) {
    super(problem);
  }
}

/** The picture's current address in the venue's configuration ('' when none). */
export function currentImage(slot: ImageSlot): string {
  const r = IMAGE_SLOT_RULES[slot];
  const v = (r.part === 'profile' ? venue.profile : venue.branding)[r.key];
  return typeof v === 'string' ? v : '';
}

export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_SOURCE_BYTES) return 'sourceSize';
  return null;
}

const toBase64 = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The file drawn into its slot's box: WebP at falling quality until it fits the size limit. */
export async function resizeForSlot(
  slot: ImageSlot,
  file: File,
): Promise<{ data: string; width: number; height: number }> {
  const problem = checkImageFile(file);
  if (problem) throw new ImageFileError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageFileError('unreadable');
  }
  const size = fitInto(slot, bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext('2d');
  if (!g) throw new ImageFileError('unreadable');
  g.imageSmoothingQuality = 'high';
  g.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  for (const quality of [0.9, 0.8, 0.65, 0.5]) {
    const blob = (await encode(canvas, 'image/webp', quality)) ?? (await encode(canvas, 'image/png', 1));
    if (blob && blob.size <= MAX_IMAGE_BYTES) return { data: await toBase64(blob), ...size };
  }
  throw new ImageFileError('resultSize');
}

/** Resizes, uploads and puts the picture live; answers its address. */
export async function uploadImage(shop: string, slot: ImageSlot, file: File): Promise<string> {
  const { data } = await resizeForSlot(slot, file);
  const r = await studioCall(() => venueThemeImage({ shop, slot, data }));
  setLocal(slot, r.url);
  return r.url;
}

/** Takes the picture off the venue (the stored file stays for older versions). */
export async function clearImage(shop: string, slot: ImageSlot): Promise<void> {
  await studioCall(() => venueThemeImage({ shop, slot, clear: true }));
  setLocal(slot, '');
}

function setLocal(slot: ImageSlot, url: string): void {
  const r = IMAGE_SLOT_RULES[slot];
  // The logo is also in the config answer's branding (what the customer's header draws).
  if (r.part === 'profile') {
    venue.profile = { ...venue.profile, [r.key]: url };
    if (r.key === 'logo') venue.branding = { ...venue.branding, logo: url };
  } else venue.branding = { ...venue.branding, [r.key]: url };
}
