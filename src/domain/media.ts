// Play-list media rule (spec 4): video items whose file name does not end in .mp4 are streams.

export type VideoKind = 'file' | 'stream';

/** '.mp4' (any case, query string ignored) plays as a file; anything else as a stream. */
export function videoKind(fileName: string | null | undefined): VideoKind {
  const path = (fileName ?? '').split(/[?#]/)[0].trim().toLowerCase();
  return path.endsWith('.mp4') ? 'file' : 'stream';
}
