// Makes a call of the table by its function name. Action-dispatched calls get their action first,
// so a payload cannot forget it (a payload's own action, e.g. CONSUME or TOPUP, wins).
import { callSpec, type CallName } from './calls';
import { request } from './transport';
import type { ApiAnswer, CallOptions } from './types';

export function invoke<R = unknown>(
  name: CallName,
  payload: object = {},
  opts: CallOptions = {},
): Promise<ApiAnswer<R>> {
  const spec = callSpec(name);
  const body = spec.action ? { action: spec.action, ...payload } : payload;
  return request<R>(spec, body, opts);
}
