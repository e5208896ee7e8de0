// Verification codes: 4 digits, valid 120 s, locked after 5 wrong tries, used once.
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db';

export const CODE_TTL_MS = 120_000;
export const CODE_MAX_TRIES = 5;

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export async function createCode(db: Db, mobile: string, now: number): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.query('UPDATE sms_codes SET used = true WHERE mobile = $1 AND NOT used', [mobile]);
  await db.query('INSERT INTO sms_codes (mobile, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [mobile, hashCode(mobile, code), now + CODE_TTL_MS, now]);
  return code;
}

export type CodeCheck = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong';

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, { rtn: number; dispMsg: string }> = {
  missing: { rtn: -821011, dispMsg: 'Please request a verification code first.' },
  expired: { rtn: -821012, dispMsg: 'The verification code has expired; please request a new one.' },
  locked: { rtn: -821013, dispMsg: 'Too many wrong codes; please request a new one.' },
  wrong: { rtn: -821014, dispMsg: 'The verification code is not correct.' },
};

/** Checks the latest code for the mobile. consume=true marks it used on success. */
export async function checkCode(db: Db, mobile: string, code: string, now: number, consume: boolean): Promise<CodeCheck> {
  const rows = await db.query<{ id: number; code_hash: string; expires_at: string; tries: number; used: boolean }>(
    'SELECT id, code_hash, expires_at, tries, used FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
    [mobile],
  );
  const r = rows[0];
  if (!r || r.used) return 'missing';
  if (Number(r.expires_at) <= now) return 'expired';
  if (r.tries >= CODE_MAX_TRIES) return 'locked';
  if (r.code_hash !== hashCode(mobile, code)) {
    await db.query('UPDATE sms_codes SET tries = tries + 1 WHERE id = $1', [r.id]);
    return 'wrong';
  }
  if (consume) await db.query('UPDATE sms_codes SET used = true WHERE id = $1', [r.id]);
  return 'ok';
}
