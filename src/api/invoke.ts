// Makes a call of the table by its function name. Action-dispatched calls get their action first,
// so a payload cannot forget it (a payload's own action, e.g. CONSUME or TOPUP, wins). The answer is
// typed by the call's name from its contract (callAnswer.ts).
import { callSpec, type CallName } from './calls';
import type { CallAnswer, CallResult } from './callAnswer';
import { request } from './transport';
import type { CallOptions } from './types';

export function invoke<N extends CallName>(
  name: N,
  payload: object = {},
  opts: CallOptions = {},
): Promise<CallAnswer<N>> {
  const spec = callSpec(name);
  const body = spec.action ? { action: spec.action, ...payload } : payload;
  return request<CallResult<N>, CallAnswer<N>>(spec, body, opts);
}
