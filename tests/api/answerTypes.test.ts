// No client call function may answer `unknown`: each is typed from its contract (src/generated/calls.ts,
// from schemas/calls/). The calls below still answer unknown because their contract's result is open (the
// sample answer that shaped it was refused): a SHRINKING allow-list. Typing one fails this test until it
// leaves the list; a new `A<unknown>` fails it too. 82 before the contracts, 57 after them, 5 once each call's payload and answer were typed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STILL_UNKNOWN = ['qrcodeGenPlain', 'OpenCloseAnswer', 'addOrderV2', 'WalletAnswer', 'FranchiseeInfoAnswer'];

const DIR = new URL('../../src/api/calls/', import.meta.url).pathname;

/** Client call functions (and answer types) whose answer's result is `unknown`. */
function unknownAnswers(): string[] {
  const out: string[] = [];
  for (const f of readdirSync(DIR).filter((n) => n.endsWith('.ts'))) {
    const s = readFileSync(join(DIR, f), 'utf8');
    for (const m of s.matchAll(/export const (\w+) = \([^;]*?\): A<unknown>/gs)) out.push(m[1]);
    for (const m of s.matchAll(/export (?:type|interface) (\w+)(?: =| extends) ApiAnswer<unknown>/g)) out.push(m[1]);
    for (const m of s.matchAll(/export const (\w+) = \([^;]*?\)(?:: [^=]+)? =>\s*invoke\(/gs))
      if (!/\): A<|\): Promise</.test(m[0])) out.push(m[1]); // an untyped invoke answers unknown too
  }
  return out.sort();
}

describe('client call functions answer typed results', () => {
  it('only the listed calls still answer unknown (and the list only shrinks)', () => {
    expect(unknownAnswers()).toEqual([...STILL_UNKNOWN].sort());
  });
});
