// The retry helper of spec 7: when the reply code is 403 or the call fails, try again after
// 2 seconds, up to `count` more times; code 200 is success; any other code rejects with the
// server's message.
//
// The reply code is read from either side of the call:
// - a resolved answer carrying a numeric `code` (the local helper services answer {code, msg});
//   an answer without one came through the transport as HTTP 200, so it is success;
// - a rejected ApiError's HTTP status; a rejection with no status (network error, time-out, any
//   other exception) is a failed call.
import { ApiError, isRecord, serverMessageOf } from './errors';
import { RETRY_DELAY_MS } from './config';

export interface RetryOptions {
  /** Delay before each retry, ms (spec: 2000). */
  delayMs?: number;
  /** Called before each retry with the attempt number (1 = first retry). */
  onRetry?: (attempt: number, reason: unknown) => void;
}

type Verdict = { kind: 'ok' } | { kind: 'retry' } | { kind: 'refuse'; code: number; message: string };

function judgeAnswer(answer: unknown): Verdict {
  const a = isRecord(answer) ? answer : {};
  const code = a.code;
  if (typeof code !== 'number' || code === 200) return { kind: 'ok' };
  if (code === 403) return { kind: 'retry' };
  const msg = a.msg ?? a.message;
  return { kind: 'refuse', code, message: typeof msg === 'string' && msg ? msg : serverMessageOf(answer) || 'error' };
}

function judgeError(err: unknown): Verdict {
  if (err instanceof ApiError && !err.network && err.status !== 403) {
    return { kind: 'refuse', code: err.status, message: err.serverMessage || err.message };
  }
  return { kind: 'retry' };
}

/** The call error of a refusal: the answer's code as its status, the server's words as its message. */
function refused(status: number, message: string, answer: unknown, reason: unknown): ApiError {
  const cause = reason instanceof ApiError ? reason : undefined;
  return new ApiError(status, 'http', message, cause ? cause.body : answer, message, cause?.call ?? '');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call`, retrying up to `count` more times after `delayMs` on 403 or failure. */
export async function withRetry<T>(call: () => Promise<T>, count = 3, opts: RetryOptions = {}): Promise<T> {
  const delayMs = opts.delayMs ?? RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    let verdict: Verdict;
    let value: T | undefined;
    let reason: unknown;
    try {
      value = await call();
      verdict = judgeAnswer(value);
    } catch (err) {
      reason = err;
      verdict = judgeError(err);
    }
    if (verdict.kind === 'ok') return value as T;
    if (verdict.kind === 'refuse') throw refused(verdict.code, verdict.message, value, reason);
    if (attempt >= count) throw reason ?? refused(403, serverMessageOf(value) || 'error', value, undefined);
    opts.onRetry?.(attempt + 1, reason ?? value);
    await sleep(delayMs);
  }
}
