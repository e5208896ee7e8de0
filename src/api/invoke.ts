// Makes a call of the table by its function name. Action-dispatched calls get their action first,
// so a payload cannot forget it (a payload's own action, e.g. CONSUME or TOPUP, wins). The answer is
// typed by the call's name from its contract (callAnswer.ts). A customer page's call is found at once
// (customerCalls.ts, in every page's API chunk); the staff's calls (staffCalls.ts: the kiosk's
// operations, the theme studio, the back office) once their table is fetched: the kiosk's and the
// back office's components ask for it as they load (loadStaffCalls), so their calls start at once too.
import type { CallSpec } from './callEntry';
import type { CallName } from './calls';
import type { CallAnswer, CallResult } from './callAnswer';
import { CUSTOMER_CALLS } from './customerCalls';
import { request } from './transport';
import type { CallOptions } from './types';

/** The name of a call of the customer pages (customerCalls.ts). */
export type CustomerCallName = (typeof CUSTOMER_CALLS)[number]['name'];

const find = (calls: readonly CallSpec[], name: string): CallSpec | undefined => calls.find((c) => c.name === name);

/** The table entry of a customer page's call. */
export const customerCallSpec = (name: CustomerCallName): CallSpec => find(CUSTOMER_CALLS, name) as CallSpec;

let staffCalls: readonly CallSpec[] | undefined;
let staffLoad: Promise<readonly CallSpec[]> | null = null;
/** Fetches the staff's call table (staffCalls.ts) once, again after a failed fetch. */
export function loadStaffCalls(): Promise<readonly CallSpec[]> {
  staffLoad ??= import('./staffCalls').then((m) => (staffCalls = m.STAFF_CALLS));
  staffLoad.catch(() => {
    staffLoad = null;
  });
  return staffLoad;
}

export function invoke<N extends CallName>(
  name: N,
  payload: object = {},
  opts: CallOptions = {},
): Promise<CallAnswer<N>> {
  const send = (spec: CallSpec) =>
    request<CallResult<N>, CallAnswer<N>>(spec, spec.action ? { action: spec.action, ...payload } : payload, opts);
  const spec = find(CUSTOMER_CALLS, name) ?? (staffCalls && find(staffCalls, name));
  if (spec) return send(spec);
  return loadStaffCalls().then((calls) => {
    const staff = find(calls, name);
    if (!staff) throw new Error(`Unknown call "${name}"`);
    return send(staff);
  });
}
