// A read that failed because the connection dropped is asked again when the browser is back online.

/**
 * Returns a function that arms `run` for the next time the browser comes back online: armed again
 * before then, `run` still runs once; once it has run, the next failure arms it again.
 */
export function onceBackOnline(run: () => void): () => void {
  let armed = false;
  return () => {
    if (armed || typeof window === 'undefined') return;
    armed = true;
    window.addEventListener(
      'online',
      () => {
        armed = false;
        run();
      },
      { once: true },
    );
  };
}
