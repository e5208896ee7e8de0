// Idempotency keys for order and payment calls. The first answer to a key is stored with a hash of the
// request; the same key with the same request replays it, with another request it is refused (422).
// A key belongs to its caller (signed-in user, else device, else address): the same key and payload
// from someone else is their own request, never a replay of another caller's order.
// The claim and the work run in ONE transaction: a concurrent duplicate waits on the key's primary key
// (Postgres) or on PGlite's single connection, then finds the stored answer and replays it.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import type { Answer } from '../wire/answers';
import type { Ctx } from '../wire/define';
import type { RefusalCode } from '../../src/domain/index';

/** Identity and transport fields that do not change what is asked. */
const IGNORED = new Set(['tm', 'sign', 'id', 'shp', 'siteId', 'shop', 'ordLot', 'device', 'spotId', 'idempotencyKey']);

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export function requestHash(payload: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(payload).filter(([k]) => !IGNORED.has(k)));
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/** Where a key lives: the call's scope (order | zeroTxn | payOrder | singlepay) and the caller it belongs to. */
export interface KeyScope {
  scope: string;
  caller: string;
}

/** The caller a key belongs to: the signed-in user, else the device of the shop identity, else the address. */
export function callerOf(ctx: Pick<Ctx, 'user' | 'payload' | 'ip'>): string {
  if (ctx.user) return `user:${ctx.user.userId}`;
  const device = ctx.payload.device;
  if (typeof device === 'string' && device) return `device:${device}`;
  return `address:${ctx.ip}`;
}

/** The key scope of a call for the caller of ctx. */
export const keyScope = (ctx: Pick<Ctx, 'user' | 'payload' | 'ip'>, scope: string): KeyScope => ({
  scope,
  caller: callerOf(ctx),
});

export interface Stored {
  status: number;
  answer: Answer;
}

/**
 * Answers a stored outcome (fresh, replayed from the key's row, or a Refusal) with its status through
 * ctx.send, so a replayed answer is held to the call's contract like a fresh one.
 */
export const sendStored = (ctx: Pick<Ctx, 'send'>, out: Stored): void => ctx.send(out.status, out.answer);

export const CONFLICT: Stored = {
  status: 422,
  answer: {
    success: false,
    dispMsg: 'This request was already sent with different details.',
    result: { code: 'idempotency.conflict' satisfies RefusalCode },
  },
};

/** The row of a key, if this caller has used it. */
export async function storedKey(
  db: Db,
  shopId: string,
  at: KeyScope,
  key: string,
): Promise<{ request_hash: string; http_status: number; answer: Answer } | undefined> {
  return (
    await db.query<{ request_hash: string; http_status: number; answer: Answer }>(
      'SELECT request_hash, http_status, answer FROM idempotency_keys WHERE shop_id = $1 AND scope = $2 AND caller = $3 AND idem_key = $4',
      [shopId, at.scope, at.caller, key],
    )
  )[0];
}

/** The stored outcome of a key: a replay, a conflict, or null when the key is new. */
export async function lookup(db: Db, shopId: string, at: KeyScope, key: string, hash: string): Promise<Stored | null> {
  const r = await storedKey(db, shopId, at, key);
  if (!r) return null;
  if (r.request_hash !== hash) return CONFLICT;
  return { status: r.http_status, answer: r.answer };
}

/** Thrown inside `once` to roll the work back and answer without storing the key. */
export class Refusal extends Error {
  constructor(
    public readonly status: number,
    public readonly answer: Answer,
  ) {
    super(answer.dispMsg ?? 'refused');
  }
}

/**
 * Runs `work` once per (shop, scope, caller, key): inside one transaction it claims the key, runs the
 * work and stores its answer. A Refusal thrown by the work rolls everything back (nothing written, key free).
 */
export async function once(
  db: Db,
  shopId: string,
  at: KeyScope,
  key: string,
  hash: string,
  now: number,
  work: (tx: Db) => Promise<Stored>,
): Promise<Stored> {
  const seen = await lookup(db, shopId, at, key, hash);
  if (seen) return seen;
  try {
    return await db.tx(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (shop_id, scope, caller, idem_key, request_hash, http_status, answer, created_at) VALUES ($1, $2, $3, $4, $5, 0, '{}', $6)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [shopId, at.scope, at.caller, key, hash, now],
      );
      if (!claimed.length) {
        // Another request with this key committed first (it held the key until then): replay it.
        const r = await lookup(tx, shopId, at, key, hash);
        return (
          r ?? {
            status: 409,
            answer: {
              success: false,
              dispMsg: 'This request is still being processed; please wait.',
              result: { code: 'idempotency.in-flight' satisfies RefusalCode },
            },
          }
        );
      }
      const out = await work(tx);
      await tx.query(
        'UPDATE idempotency_keys SET http_status = $5, answer = $6 WHERE shop_id = $1 AND scope = $2 AND caller = $3 AND idem_key = $4',
        [shopId, at.scope, at.caller, key, out.status, out.answer],
      );
      return out;
    });
  } catch (e) {
    if (e instanceof Refusal) return { status: e.status, answer: e.answer };
    // A unique violation on the key (two first requests racing on Postgres): the other one won.
    if ((e as { code?: string }).code === '23505') {
      const r = await lookup(db, shopId, at, key, hash);
      if (r) return r;
    }
    throw e;
  }
}

/** How long a stored answer can be replayed: a client retries within minutes, never a day later. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the server purges expired keys (also once when it starts). */
export const IDEMPOTENCY_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the keys (and their stored answers) claimed more than `ttlMs` before `now`. A key still
 * being worked on is inside its transaction and far younger than a day, so it is never touched.
 * Returns how many keys were deleted.
 */
export async function purgeIdempotencyKeys(db: Db, now: number, ttlMs = IDEMPOTENCY_TTL_MS): Promise<number> {
  const rows = await db.query('DELETE FROM idempotency_keys WHERE created_at < $1::bigint RETURNING 1', [now - ttlMs]);
  return rows.length;
}
