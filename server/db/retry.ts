// Transactions that Postgres aborts to break a deadlock (40P01) or a serialization conflict (40001)
// did nothing: running them again is safe and is what Postgres asks of the client. db.tx does so here,
// a bounded number of times with a random pause (two processes that collided should not collide again
// in step). A transaction that still loses is answered 503 "busy, try again" (wire/define.ts), never 500.

/** SQLSTATEs after which the whole transaction can simply run again. */
export const RETRYABLE_SQLSTATES = ['40001', '40P01'] as const;
export type RetryableSqlState = (typeof RETRYABLE_SQLSTATES)[number];

/** Tries per transaction (the first run included). */
export const TX_TRIES = 3;

export function isRetryable(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (RETRYABLE_SQLSTATES as readonly string[]).includes(code);
}

/** 5–25 ms on the first retry, 10–50 ms on the second: short against a request's budget, long enough to let the other side commit. */
const pause = (attempt: number) => new Promise((r) => setTimeout(r, attempt * (5 + Math.random() * 20)));

/** Runs `run` until it does not fail with a retryable SQLSTATE, at most `tries` times; the last error is thrown. */
export async function retryTransaction<T>(run: () => Promise<T>, tries = TX_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!isRetryable(e) || attempt >= tries) throw e;
      await pause(attempt);
    }
  }
}
