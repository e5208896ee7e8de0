// The six-digit PIN of a member card's stored value (spec 5): scrypt-hashed on member_cards.pin_hash,
// 5 wrong tries lock the card for 15 minutes. A check holds the card's row lock (SELECT ... FOR UPDATE)
// from reading the tries to writing them back, so checks of one card run one at a time on any number
// of server processes (the database serialises them, nothing is kept in memory) and at most 5 wrong
// PINs are ever compared per lock window; checks of different cards do not wait for each other.
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/db';
import type { RefusalCode } from '../../src/domain/index';

export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60_000;
export const PIN_PATTERN = '^[0-9]{6}$';

export type PinFailure = {
  rtn: number;
  code: Extract<RefusalCode, 'svc.no-pin' | 'svc.locked' | 'svc.wrong-pin' | 'svc.no-card'>;
  message: string;
};

const lockedFor = (until: number, now: number): PinFailure => {
  const min = Math.max(1, Math.ceil((until - now) / 60_000));
  return {
    rtn: -7,
    code: 'svc.locked',
    message: `Too many wrong PINs. The card is locked for ${min} more minute${min === 1 ? '' : 's'}.`,
  };
};

/** Checks a card's PIN; null when it is right (the tries start again), else why not. */
export async function checkCardPin(db: Db, cardNum: string, pin: string, now: number): Promise<PinFailure | null> {
  return db.tx(async (tx) => {
    const c = (
      await tx.query<{ pin_hash: string | null; pin_tries: number; pin_locked_until: string }>(
        'SELECT pin_hash, pin_tries, pin_locked_until FROM member_cards WHERE card_num = $1 FOR UPDATE',
        [cardNum],
      )
    )[0];
    if (!c)
      return {
        rtn: -5,
        code: 'svc.no-card',
        message: 'You have no stored-value card at this venue.',
      } satisfies PinFailure;
    if (!c.pin_hash)
      return {
        rtn: -6,
        code: 'svc.no-pin',
        message: 'No PIN is set for this card; please ask the venue.',
      } satisfies PinFailure;
    if (Number(c.pin_locked_until) > now) return lockedFor(Number(c.pin_locked_until), now);
    if (await verifyPassword(pin, c.pin_hash)) {
      if (c.pin_tries) await tx.query('UPDATE member_cards SET pin_tries = 0 WHERE card_num = $1', [cardNum]);
      return null;
    }
    const tries = c.pin_tries + 1;
    if (tries >= PIN_MAX_TRIES) {
      await tx.query('UPDATE member_cards SET pin_tries = 0, pin_locked_until = $2 WHERE card_num = $1', [
        cardNum,
        now + PIN_LOCK_MS,
      ]);
      return {
        rtn: -7,
        code: 'svc.locked',
        message: 'Wrong PIN. Too many wrong PINs: the card is locked for 15 minutes.',
      } satisfies PinFailure;
    }
    await tx.query('UPDATE member_cards SET pin_tries = $2 WHERE card_num = $1', [cardNum, tries]);
    const left = PIN_MAX_TRIES - tries;
    return {
      rtn: -8,
      code: 'svc.wrong-pin',
      message: `Wrong PIN. ${left} tr${left === 1 ? 'y' : 'ies'} left before the card is locked for 15 minutes.`,
    } satisfies PinFailure;
  });
}

/** Sets a new PIN (the tries and any lock end). */
export async function setCardPin(db: Db, cardNum: string, pin: string, now: number): Promise<void> {
  const hash = await hashPassword(pin);
  await db.query(
    'UPDATE member_cards SET pin_hash = $2, pin_tries = 0, pin_locked_until = 0, pin_changed_at = $3 WHERE card_num = $1',
    [cardNum, hash, now],
  );
}
