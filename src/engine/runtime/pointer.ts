// JSON Pointer (RFC 6901) read and write on plain data. Used by every binding; no code strings.

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Splits a pointer into unescaped tokens. '' and '/' differ: '' is the whole document. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (pointer[0] !== '/') throw new Error(`Not a JSON Pointer: "${pointer}"`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Reads the value at a pointer; undefined when any step is missing or the pointer is malformed. */
export function getAt(doc: unknown, pointer: string): unknown {
  let tokens: string[];
  try {
    tokens = parsePointer(pointer);
  } catch {
    return undefined;
  }
  let cur: unknown = doc;
  for (const t of tokens) {
    if (cur === null || typeof cur !== 'object' || FORBIDDEN.has(t)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(cur, t)) return undefined;
    cur = (cur as Record<string, unknown>)[t];
  }
  return cur;
}

/** Writes a value at a pointer, creating objects on the way. Returns false when it cannot. */
export function setAt(doc: unknown, pointer: string, value: unknown): boolean {
  let tokens: string[];
  try {
    tokens = parsePointer(pointer);
  } catch {
    return false;
  }
  if (tokens.length === 0 || tokens.some((t) => FORBIDDEN.has(t))) return false;
  let cur = doc as Record<string, unknown>;
  if (cur === null || typeof cur !== 'object') return false;
  for (const t of tokens.slice(0, -1)) {
    const next = cur[t];
    if (next === null || typeof next !== 'object') cur[t] = {};
    cur = cur[t] as Record<string, unknown>;
  }
  cur[tokens[tokens.length - 1]] = value;
  return true;
}

/** Escapes one token for building pointers ('a/b' -> 'a~1b'). */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
