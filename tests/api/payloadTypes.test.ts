// Every client call function takes its contract's payload (src/api/callAnswer.ts: CallPayload, CallerPayload,
// VenuePayload, from schemas/calls/), so a caller sending a wrong or missing field fails tsc. 87 call functions took
// a loose `Record<string, unknown>` payload before; 0 do now. The two draft saves take their contract's payload with
// the edited document swapped for the editor's own type (MenuDoc, ConfigSnapshot): the server checks it at the door.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallPayload } from '../../src/api/callAnswer';
import type { addOrderV2 } from '../../src/api/calls/order';
import type { spotConfig } from '../../src/api/calls/config';

const DIR = new URL('../../src/api/calls/', import.meta.url).pathname;
const LOOSE_TYPE = /^(?:Record<string,\s*(?:unknown|any)>|any|object|unknown|LoosePayload|L)$/;

/** Exported call functions of a text whose first parameter is a loose payload. */
export function looseCallFunctions(text: string): string[] {
  const out: string[] = [];
  const head =
    /export (?:const (\w+) = (?:async )?\(|(?:async )?function (\w+)\s*\()\s*\w+\??\s*:\s*(\w+<[^>]*>|[^,=)]+)/g;
  for (const m of text.matchAll(head)) if (LOOSE_TYPE.test(m[3].trim())) out.push(m[1] ?? m[2]);
  return out;
}

describe('client call functions take typed payloads', () => {
  it('finds a loose payload in a text', () => {
    expect(looseCallFunctions('export const f = (p: L, o?: CallOptions) => invoke(')).toEqual(['f']);
    expect(looseCallFunctions('export const g = (p: Record<string, unknown>) => invoke(')).toEqual(['g']);
    expect(looseCallFunctions('export function h(p: any, o?: X): Promise<Blob> {')).toEqual(['h']);
    expect(looseCallFunctions("export const k = (p: CallPayload<'addOrder'>, o?: CallOptions) => invoke(")).toEqual([]);
  });

  it('no call function in src/api/calls takes a loose payload', () => {
    const loose = readdirSync(DIR)
      .filter((n) => n.endsWith('.ts'))
      .flatMap((f) => looseCallFunctions(readFileSync(join(DIR, f), 'utf8')).map((n) => `${f}:${n}`));
    expect(loose).toEqual([]);
  });

  it("a call function's payload is its contract's", () => {
    expectTypeOf<Parameters<typeof addOrderV2>[0]>().toMatchTypeOf<CallPayload<'addOrderV2'>>();
    expectTypeOf<Parameters<typeof spotConfig>[0]>().not.toBeAny();
    // A field the contract does not know fails to type-check.
    // @ts-expect-error -- `nonsense` is no part of the spot config call's payload
    const bad: Parameters<typeof spotConfig>[0] = { nonsense: 1 };
    expect(bad).toBeDefined();
  });
});
