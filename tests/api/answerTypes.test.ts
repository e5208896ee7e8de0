// No client call function may answer `unknown`: each is typed from its contract (src/generated/calls.ts,
// from schemas/calls/). There is no allow-list: 82 answered unknown before the contracts, 57 after them, 5 once
// each call's payload and answer were typed, 3 once addOrderV2 and qrcodeGenPlain were, 0 since the trading-hour
// check (ProLotOpenCloseResult), the wallet (its result is null, the cards are in list) and the franchisee card
// (ProAcsFranchiseeInfoResult) were typed. A new `A<unknown>`, `Promise<unknown>` or `ApiAnswer<unknown>` fails it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../src/api/calls/', import.meta.url).pathname;

/** Client call functions (and answer types) whose answer's result is `unknown`. */
function unknownAnswers(): string[] {
  const out: string[] = [];
  for (const f of readdirSync(DIR).filter((n) => n.endsWith('.ts'))) {
    const s = readFileSync(join(DIR, f), 'utf8');
    for (const m of s.matchAll(/export const (\w+) = \([^;]*?\): (?:A|Promise)<unknown>/gs)) out.push(m[1]);
    for (const m of s.matchAll(/export (?:type|interface) (\w+)(?: =| extends) ApiAnswer<unknown>/g)) out.push(m[1]);
    for (const m of s.matchAll(/export (?:async )?function (\w+)[^{]*?\): Promise<(?:unknown|ApiAnswer<unknown>)>/gs))
      out.push(m[1]);
    for (const m of s.matchAll(/export const (\w+) = \([^;]*?\)(?:: [^=]+)? =>\s*invoke\(/gs))
      if (!/\): A<|\): Promise</.test(m[0])) out.push(m[1]); // an untyped invoke answers unknown too
  }
  return out.sort();
}

const SRC = new URL('../../src/', import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Exported functions of src/api (every module) and src/features/<feature>/api.ts that answer `unknown`. */
export function unknownExports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /export (?:async )?function (\w+)\s*(?:<[^>]*>)?\(((?:[^()]|\([^()]*\))*)\)\s*:\s*Promise<unknown>/g,
  ))
    out.push(m[1]);
  for (const m of text.matchAll(
    /export const (\w+)\s*=\s*(?:async\s*)?\(((?:[^()]|\([^()]*\))*)\)\s*:\s*(?:Promise<unknown>|A<unknown>)/g,
  ))
    out.push(m[1]);
  return out;
}

/** Helpers of src/api that are not call functions: the transport's body reader, the engine's data-source
 * runner (its answer is checked by the manifest's data binding) and the wire codec's decryption. */
const NOT_CALLS = ['handleAnswer', 'readSource', 'decryptBodyAsync'];

describe('client call functions answer typed results', () => {
  it('finds a call function answering unknown in a text', () => {
    expect(unknownExports('export async function f(p: { a: string }): Promise<unknown> {')).toEqual(['f']);
    expect(unknownExports('export const g = (p: L, o?: CallOptions): A<unknown> => invoke(')).toEqual(['g']);
    expect(unknownExports('export async function h(): Promise<Thing> {')).toEqual([]);
  });

  it('no function exported from src/api or a feature api.ts answers unknown', () => {
    const files = [
      ...walk(join(SRC, 'api')),
      ...walk(join(SRC, 'features')).filter((f) => /[\\/]api\.ts$/.test(f)),
    ].filter((f) => !f.includes(`${join(SRC, 'api', 'calls')}`));
    const found = files.flatMap((f) =>
      unknownExports(readFileSync(f, 'utf8')).map((n) => `${n} (${f.slice(SRC.length)})`),
    );
    expect(found.filter((x) => !NOT_CALLS.includes(x.split(' ')[0]))).toEqual([]);
  });

  it('no call function of src/api/calls answers unknown (no allow-list)', () => {
    expect(unknownAnswers()).toEqual([]);
  });
});
