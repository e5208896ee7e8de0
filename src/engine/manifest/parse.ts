// Reads manifest text into a value without ever throwing: size, syntax, duplicate keys (which
// JSON.parse silently drops) and nesting depth (which would overflow the validators) are issues.
import type { ValidationIssue } from '../contract';

export const MAX_BYTES = 1024 * 1024;
export const MAX_DEPTH = 64;

export interface ParseResult {
  /** The parsed value; undefined when the text could not be used. */
  value?: unknown;
  issues: ValidationIssue[];
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function lineCol(text: string, at: number): string {
  let line = 1,
    col = 1;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return `line ${line}, column ${col}`;
}

interface Frame {
  kind: 'obj' | 'arr';
  keys: Set<string>;
  index: number;
  key: string | null;
}

/**
 * Scans syntactically valid JSON once, iteratively (no recursion), reporting duplicate keys and the
 * maximum depth. Returns the depth reached, stopping early past `limit`.
 */
function scan(text: string, file: string, issues: ValidationIssue[], limit: number): number {
  const stack: Frame[] = [];
  let maxDepth = 0;
  const pointer = (extra?: string) => {
    const parts: string[] = [];
    for (const f of stack) {
      if (f.kind === 'arr') parts.push(String(f.index));
      else if (f.key !== null) parts.push(escapePointer(f.key));
    }
    if (extra !== undefined) parts[parts.length - 1] = escapePointer(extra);
    return parts.length ? '/' + parts.join('/') : '';
  };
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const top = stack[stack.length - 1];
      if (expectKey && top && top.kind === 'obj') {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) {
          top.key = key;
          issues.push({
            severity: 'error',
            code: 'json.duplicate-key',
            file,
            path: pointer(key),
            message: `The key "${key}" appears twice in the same object; only the last one would be kept. Remove or rename one (${lineCol(text, i)}).`,
          });
        }
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = j;
    } else if (c === '{' || c === '[') {
      stack.push({ kind: c === '{' ? 'obj' : 'arr', keys: new Set(), index: 0, key: null });
      if (stack.length > maxDepth) maxDepth = stack.length;
      if (maxDepth > limit) return maxDepth;
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.kind === 'arr') top.index++;
      else expectKey = true;
    }
  }
  return maxDepth;
}

/**
 * Offset of the first JSON syntax error (JSON.parse's messages do not always say where), found by
 * an iterative scan; -1 when none is found.
 */
export function syntaxErrorOffset(text: string): number {
  const stack: Array<'{' | '['> = [];
  // What may come next: a value, an object key (or '}' right after '{'), ':' , ',' or a closer.
  type Want = 'value' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end' | 'value-or-end' | 'done';
  let expect: Want = 'value';
  let i = 0;
  const ws = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';
  const after = (): Want => (stack.length ? 'comma-or-end' : 'done');
  while (i < text.length) {
    const c = text[i];
    if (ws(c)) {
      i++;
      continue;
    }
    if (expect === 'done') return i;
    if (expect === 'colon') {
      if (c !== ':') return i;
      expect = 'value';
      i++;
      continue;
    }
    if (expect === 'comma-or-end') {
      const top = stack[stack.length - 1];
      if (c === ',') {
        expect = top === '{' ? 'key' : 'value';
        i++;
        continue;
      }
      if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        i++;
        expect = after();
        continue;
      }
      return i;
    }
    if (expect === 'key' || expect === 'key-or-end') {
      if (c === '}' && expect === 'key-or-end') {
        stack.pop();
        i++;
        expect = after();
        continue;
      }
      if (c !== '"') return i;
    }
    if (expect === 'value-or-end' && c === ']') {
      stack.pop();
      i++;
      expect = after();
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        if (text.charCodeAt(j) < 0x20) return j;
        j += text[j] === '\\' ? 2 : 1;
      }
      if (j >= text.length) return i;
      const wasKey = expect === 'key' || expect === 'key-or-end';
      i = j + 1;
      expect = wasKey ? 'colon' : after();
      continue;
    }
    if (c === '{') {
      stack.push('{');
      expect = 'key-or-end';
      i++;
      continue;
    }
    if (c === '[') {
      stack.push('[');
      expect = 'value-or-end';
      i++;
      continue;
    }
    const lit = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!lit) return i;
    i += lit[0].length;
    expect = after();
  }
  return expect === 'done' ? -1 : text.length;
}

export function parseManifestText(text: string, file: string): ParseResult {
  const issues: ValidationIssue[] = [];
  if (typeof text !== 'string') {
    return {
      issues: [
        { severity: 'error', code: 'json.invalid', file, path: '', message: 'The file could not be read as text.' },
      ],
    };
  }
  if (text.length > MAX_BYTES) {
    return {
      issues: [
        {
          severity: 'error',
          code: 'file.too-large',
          file,
          path: '',
          message: `The file is ${(text.length / 1048576).toFixed(1)} MB; manifests and themes must stay under ${MAX_BYTES / 1048576} MB. Split it up.`,
        },
      ],
    };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    return {
      issues: [
        {
          severity: 'error',
          code: 'json.empty',
          file,
          path: '',
          message: 'The file is empty; it should hold one JSON object.',
        },
      ],
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(msg);
    const at = m ? Number(m[1]) : syntaxErrorOffset(body);
    const where = at >= 0 ? ` at ${lineCol(body, at)}` : '';
    // eslint-disable-next-line no-control-regex -- control characters mark a binary (not JSON) file
    const junk = /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(body.slice(0, 4096));
    return {
      issues: [
        {
          severity: 'error',
          code: 'json.invalid',
          file,
          path: '',
          message: junk
            ? 'The file is not text JSON (it holds binary data).'
            : `The file is not valid JSON${where}${at >= body.length ? ' (it ends too early: a quote, bracket or brace is not closed)' : ''}.`,
        },
      ],
    };
  }
  const depth = scan(body, file, issues, MAX_DEPTH);
  if (depth > MAX_DEPTH) {
    issues.push({
      severity: 'error',
      code: 'json.too-deep',
      file,
      path: '',
      message: `The file nests objects or lists more than ${MAX_DEPTH} levels deep; flatten it (elements refer to each other by id).`,
    });
    return { issues };
  }
  return { value, issues };
}
