// Handlers read the payload type generated from their call's contract (Ctx<'/path'>, server/wire/define.ts):
// a cast of the payload (`ctx.payload as {...}`, `payload.giftCards as T[]`, `String(ctx.payload.x) as T`)
// would hide a contract that no longer says what the handler reads, so none may come back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(at);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [at] : [];
  });
}

/** The code of a line without its comment (a `//` tail, or a line inside a block comment). */
const codeOf = (line: string): string => {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*')) return '';
  return line.replace(/\/\/.*$/, '');
};

/**
 * `payload as`, `payload.x as`, `payload['x'] as` (a payload variable or a handler's), and a handler's payload or
 * one of its fields closed by a parenthesis then cast: `(ctx.payload as`, `String(ctx.payload.x) as`.
 */
const CASTS = [/\bpayload(?:\.[\w$]+|\[[^\]]+\])*\s+as\s/, /\.payload(?:\.[\w$]+|\[[^\]]+\])*\)+\s+as\s/];

/** Every payload cast in the given source text, as `line: code`. */
export function payloadCasts(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ n: i + 1, code: codeOf(line) }))
    .filter(({ code }) => CASTS.some((re) => re.test(code)))
    .map(({ n, code }) => `${n}: ${code.trim()}`);
}

describe('server handlers read typed payloads', () => {
  it('no file under server/ casts a payload', () => {
    const found = sourcesUnder(join(ROOT, 'server')).flatMap((file) =>
      payloadCasts(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds each kind of cast (it is real)', () => {
    const sample = [
      'const p = ctx.payload as { cardNum: string };',
      'const given = ctx.payload.name as Partial<Record<Lang, string>>;',
      'giftCards: (payload.giftCards as GiftCardInput[]).map((g) => g),',
      'const text = (ctx.payload.text ?? ctx.payload.url) as string;',
      'const provider = String(ctx.payload.provider) as Provider;',
      "const x = payload['x'] as number;",
    ].join('\n');
    expect(payloadCasts(sample)).toHaveLength(6);
  });

  it('a comment, a parsed notification text and a typed read are not casts', () => {
    const sample = [
      "/** The notification's payload as a VenueEvent. */",
      '// the payload as sent',
      'const o = JSON.parse(payload) as { k?: unknown };',
      'const p = ctx.payload;',
      "const lang = ctx.payload.lang ?? 'en-gb';",
    ].join('\n');
    expect(payloadCasts(sample)).toEqual([]);
  });
});
