// A lazy import that has not settled in 120000 ms (spec 9) fails with a ChunkLoadError the shell
// shows with a retry button.

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'chunk-load-timeout') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(p: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e instanceof Error && /import|chunk|module/i.test(e.message) ? new ChunkLoadError(e.message) : e);
      },
    );
  });
}

export function isChunkLoadError(e: unknown): boolean {
  return (
    e instanceof ChunkLoadError ||
    (e instanceof Error && /dynamically imported module|Importing a module script failed|chunk/i.test(e.message))
  );
}
