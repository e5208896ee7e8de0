// Giving the main thread back between pieces of start-up work, so no single task blocks input for
// long (Total Blocking Time counts every task's time over 50 ms). scheduler.yield() where the browser
// has it (the continuation keeps its place ahead of other tasks); a macrotask otherwise.
type Yielding = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: Yielding }).scheduler;
  if (s && typeof s.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock for splitting a loop: `due()` is true once `budgetMs` have passed since the last yield. */
export function sliceTimer(budgetMs = 8): { due: () => boolean; next: () => Promise<void> } {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= budgetMs,
    next: async () => {
      await yieldToMain();
      since = performance.now();
    },
  };
}
