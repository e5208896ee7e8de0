// Delivery with back-off (issue 35): a failure worth another try waits base, 4×base, 16×base… before
// the next; a final failure (MessageFailure with retry false) stops at once. Every failure is logged.
import { MessageFailure } from './types';

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
}
/** Three tries, 0.3 s then 1.2 s apart: a sign-in code still arrives within seconds. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 300 };

export type Outcome<T> = { ok: true; value: T; tries: number } | { ok: false; reason: string; tries: number };

export async function withRetry<T>(
  what: string,
  run: () => Promise<T>,
  log: (line: string) => void,
  policy: RetryPolicy = DEFAULT_RETRY,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<Outcome<T>> {
  let reason = '';
  for (let i = 1; i <= policy.attempts; i++) {
    try {
      return { ok: true, value: await run(), tries: i };
    } catch (e) {
      reason = e instanceof Error ? e.message : String(e);
      const again = !(e instanceof MessageFailure && !e.retry) && i < policy.attempts;
      log(`[messaging] ${what}: try ${i} of ${policy.attempts} failed: ${reason}${again ? '; trying again' : ''}`);
      if (!again) return { ok: false, reason, tries: i };
      await sleep(policy.baseMs * 4 ** (i - 1));
    }
  }
  return { ok: false, reason, tries: policy.attempts };
}
