// Every call of spec section 7, as data. The client builds its typed functions on this table and the
// reference server registers its routes from it, so the two sides can never disagree on a path,
// method or body variant. Plain data only: no React, no I/O. The table is two files: the customer
// pages' calls (customerCalls.ts, in every page's API chunk) and the staff's (staffCalls.ts, fetched
// when first made); an entry's fields are in callEntry.ts.
// What each call is for is in calls-notes.ts (documentation only, kept out of the browser bundle).
import type { CallBase, CallMethod, CallOwner, CallSpec } from './callEntry';
import { CUSTOMER_CALLS } from './customerCalls';
import { STAFF_CALLS } from './staffCalls';

export type { CallBase, CallGroup, CallMethod, CallOwner, CallSpec, CallWire } from './callEntry';

const TABLE = [...CUSTOMER_CALLS, ...STAFF_CALLS];

/** The name of a call of the table (what useCall and invoke are keyed by). */
export type CallName = (typeof TABLE)[number]['name'];
/** The path a call of the table is made on (its contract in schemas/calls is keyed by it). */
export type CallPathOf<N extends CallName> = Extract<(typeof TABLE)[number], { readonly name: N }>['path'];
export const CALLS: readonly CallSpec<CallName>[] = TABLE;

/** One entry per distinct method + path: what a server registers (action calls share a path). */
export const CALL_ROUTES: readonly {
  method: CallMethod;
  path: string;
  base: CallBase;
  owner: CallOwner;
  names: string[];
}[] = /* @__PURE__ */ (() => {
  const out: { method: CallMethod; path: string; base: CallBase; owner: CallOwner; names: string[] }[] = [];
  for (const c of CALLS) {
    const hit = out.find((r) => r.method === c.method && r.path === c.path);
    if (hit) hit.names.push(c.name);
    else out.push({ method: c.method, path: c.path, base: c.base, owner: c.owner, names: [c.name] });
  }
  return out;
})();

/** The table entry of a call by its function name; throws on an unknown name (a programming error). */
export function callSpec(name: string): CallSpec {
  const spec = CALLS.find((c) => c.name === name);
  if (!spec) throw new Error(`Unknown call "${name}"`);
  return spec;
}
