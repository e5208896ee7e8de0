// Undo and redo for the theme studio: a list of past states, the present, and the states undone.
// Pure and immutable: every step returns a new history. A change equal to the present is not a step;
// a burst of edits to one field (typing a hex colour, dragging a picker) may merge into one step.

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The field the last step changed, when it may absorb the next change of that field. */
  readonly mergeKey?: string;
}

/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * `next` becomes the present. With `mergeKey` equal to the last step's, the last step is replaced
 * (one undo takes the whole burst back); any new step clears what was undone.
 */
export function record<T>(
  h: History<T>,
  next: T,
  mergeKey?: string,
  same: (a: T, b: T) => boolean = Object.is,
): History<T> {
  if (same(h.present, next)) return h;
  if (mergeKey !== undefined && mergeKey === h.mergeKey && h.past.length)
    return { past: h.past, present: next, future: [], mergeKey };
  const past = [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], mergeKey };
}

export const canUndo = (h: History<unknown>): boolean => h.past.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** Starts over from `present` (a theme opened or imported): nothing to undo. */
export const resetHistory = startHistory;
