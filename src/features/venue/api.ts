// The trading-hour call of spec 7: POST /pro/lot/openClose, or /api/lot/lotOpenClose on servers
// older than the pro path (they answer 404 for it).
import { ApiError } from '../../api/errors';
import { lotOpenClose, type OpenCloseAnswer, type OpenClosePayload } from '../../api/calls/config';

/** The answer of the trading-hour check; throws what the call throws (any failure means closed). */
export async function askOpenClose(p: OpenClosePayload): Promise<OpenCloseAnswer> {
  try {
    return await lotOpenClose(p, { quiet: true });
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'http' && e.status === 404)
      return lotOpenClose(p, { quiet: true, legacy: true });
    throw e;
  }
}
