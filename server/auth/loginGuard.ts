// The sign-in limits (issue 27 findings 9 and 10): only FAILED attempts count, per account and
// address, per account from anywhere, and per address, each with a day-long second tier (the
// back-off: an address or account that keeps failing after its 15-minute windows waits until the
// day's window ends). An attempt reserves one hit in every bucket first (one atomic upsert each,
// shared by all processes: rate_windows), so parallel guesses never exceed a limit; a right password
// or code gives the hits back, so a venue's shared Wi-Fi full of members signing in locks nobody out.
// The SMS login counts only per address: a stranger's wrong passwords never block the owner's code.
import type { Db } from '../db/db';
import type { LimitConfig, LimitName } from './limitConfig';
import { count } from './rateLimit';

export type LoginAttempt =
  | {
      ok: true;
      /** success gives the reserved hits back; a failure keeps them. */ settle(success: boolean): Promise<void>;
    }
  | { ok: false; waitMs: number };

async function reserve(
  db: Db,
  limits: LimitConfig,
  buckets: [LimitName, string][],
  now: number,
): Promise<LoginAttempt> {
  const taken: [LimitName, string][] = [];
  const giveBack = async () => {
    for (const [name, what] of taken) await count(db, limits[name], what, now, -1);
  };
  for (const b of buckets) {
    const c = await count(db, limits[b[0]], b[1], now, 1);
    taken.push(b);
    if (c.hits > limits[b[0]].max) {
      // Refused before any password was compared: not a failure, so nothing stays counted.
      await giveBack();
      return { ok: false, waitMs: Math.max(0, c.endsAt - now) };
    }
  }
  return {
    ok: true,
    settle: async (success) => {
      if (success) await giveBack();
    },
  };
}

/** A password sign-in of the account (or unknown name) `accountKey` from `ip`. */
export const reservePasswordLogin = (
  db: Db,
  limits: LimitConfig,
  accountKey: string,
  ip: string,
  now: number,
): Promise<LoginAttempt> =>
  reserve(
    db,
    limits,
    [
      ['loginAccountAddress', `${accountKey}|${ip}`],
      ['loginAccount', accountKey],
      ['loginAccountDay', accountKey],
      ['loginAddress', ip],
      ['loginAddressDay', ip],
    ],
    now,
  );

/** An SMS-code sign-in from `ip` (the code's own 5 tries guard the account). */
export const reserveCodeLogin = (db: Db, limits: LimitConfig, ip: string, now: number): Promise<LoginAttempt> =>
  reserve(
    db,
    limits,
    [
      ['loginAddress', ip],
      ['loginAddressDay', ip],
    ],
    now,
  );
