// Verification codes: 4 digits, valid 120 s, locked after 5 wrong tries, used once.
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db';

export const CODE_TTL_MS = 120_000;
export const CODE_MAX_TRIES = 5;

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export async function createCode(db: Db, mobile: string, now: number): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.query('UPDATE sms_codes SET used = true WHERE mobile = $1 AND NOT used', [mobile]);
  await db.query('INSERT INTO sms_codes (mobile, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    mobile,
    hashCode(mobile, code),
    now + CODE_TTL_MS,
    now,
  ]);
  return code;
}

export type CodeCheck = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong';

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, { rtn: number; dispMsg: string }> = {
  missing: { rtn: -821011, dispMsg: 'Please request a verification code first.' },
  expired: { rtn: -821012, dispMsg: 'The verification code has expired; please request a new one.' },
  locked: { rtn: -821013, dispMsg: 'Too many wrong codes; please request a new one.' },
  wrong: { rtn: -821014, dispMsg: 'The verification code is not correct.' },
};

/**
 * Checks the latest code for the mobile. consume=true marks it used on success.
 * One conditional UPDATE decides: it counts a wrong try and marks a right code used only while the
 * code is unused, unexpired and under CODE_MAX_TRIES wrong tries. Concurrent checks wait on the row
 * lock and re-test that condition on the row as the previous one left it, so at most CODE_MAX_TRIES
 * wrong codes are ever compared, whatever the number of requests or server processes.
 */
export async function checkCode(
  db: Db,
  mobile: string,
  code: string,
  now: number,
  consume: boolean,
): Promise<CodeCheck> {
  const hash = hashCode(mobile, code);
  const decided = await db.query<{ right: boolean }>(
    `UPDATE sms_codes SET tries = tries + CASE WHEN code_hash = $2 THEN 0 ELSE 1 END,
       used = used OR (code_hash = $2 AND $3::boolean)
     WHERE id = (SELECT id FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1)
       AND NOT used AND expires_at > $4::bigint AND tries < $5::int
     RETURNING code_hash = $2 AS right`,
    [mobile, hash, consume, now, CODE_MAX_TRIES],
  );
  if (decided.length) return decided[0].right ? 'ok' : 'wrong';
  // Not checked: say why (these states only ever move towards refusal, so reading them after is safe).
  const r = (
    await db.query<{ expires_at: string; tries: number; used: boolean }>(
      'SELECT expires_at, tries, used FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
      [mobile],
    )
  )[0];
  if (!r || r.used) return 'missing';
  if (Number(r.expires_at) <= now) return 'expired';
  return 'locked';
}
