// The call framework: one definition per route gives its method, path, payload schema, who may call
// it, and a handler. The preHandler decodes every wire variant, verifies the sign of signed calls,
// validates the payload, resolves the venue and the caller, so handlers see only checked data.
import type { ProviderSetup } from '../payments/providers/store';
import type { LimitConfig } from '../auth/limitConfig';
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeRequest, verifyIdentity, WireError, WIRE_HEADER } from '../../src/api/wire/codec';
import type { Db } from '../db/db';
import { isBusyError } from '../db/settings';
import { VenueBusy } from '../orders/venueQueue';
import { type Answer, badRequest, expired, forbidden, HttpAnswer, NOT_LOGGED, notFound } from './answers';
import { badTextMessage, findBadText } from './badText';
import { isRetryable } from '../db/retry';
import { logAnswer } from './answerLog';
import { answerCheckMode, contractOf, payloadRefusal } from './contracts';
import { findVenue, type Venue, type VenueCache } from './venue';
import type { TokenService, AuthUser } from '../auth/tokens';
import type { CallContracts, CallPath } from '../../src/generated/calls';

export type Who = 'anyone' | 'user' | 'admin';

/**
 * The payload a route's handler sees: its contract's generated payload type (schemas/calls/<path>.json,
 * already validated), or any object for a path without one. Undeclared fields read as unknown.
 */
export type CallPayload<P extends string = string> = (P extends CallPath ? CallContracts[P]['payload'] : unknown) &
  Record<string, unknown>;

/** A handler's context; `Ctx<'/api/foo'>` types its payload from the call's contract. */
export interface Ctx<P extends string = string> {
  payload: CallPayload<P>;
  db: Db;
  now: number;
  venue: Venue | null;
  user: AuthUser | null;
  token: string | null;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  /**
   * Sends the handler's own answer with its HTTP status (an idempotent call's stored or replayed answer, a
   * refusal with its status), held to the call's contract exactly like a returned answer: in test a mismatch
   * throws (500, the test fails), in development it is logged. The one way a handler answers JSON itself.
   * `serialised`: the same answer already as JSON text (a cached answer), sent as is.
   */
  send(status: number, answer: Answer, serialised?: string): void;
}

export interface CallDef<P extends string = string> {
  method: 'GET' | 'POST';
  path: P;
  /**
   * JSON Schema of the decoded payload: only a fallback. The contract schemas/calls/<path>.json is what the
   * server validates with (server/wire/contracts.ts); a route without one fails tests/server/contracts.
   */
  schema: Record<string, unknown>;
  who: Who;
  /** The shop-identity sign (tm, sign) must be present and valid. */
  signed?: boolean;
  /** The call names a venue (shop, id, ordLot, siteId or shp) and it must exist. */
  venue?: 'required' | 'optional';
  handler: (ctx: Ctx<P>) => Promise<Answer | void>;
}

export interface CallEnv {
  db: Db;
  now: () => number;
  tokens: TokenService;
  signWindowMs: number;
  venues: VenueCache;
  /** The abuse limits (auth/limitConfig.ts), resolved once by buildApp. */
  limits: LimitConfig;
  /** Real payment providers (issue 35): refunds of a provider's payment go back through it. */
  providers?: ProviderSetup;
}

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });

export function describe(err: ErrorObject | undefined): string {
  if (!err) return 'The request payload is invalid.';
  const where = err.instancePath ? `"${err.instancePath.slice(1).replace(/\//g, '.')}"` : 'The payload';
  if (err.keyword === 'required')
    return `The field "${(err.params as { missingProperty: string }).missingProperty}" is required.`;
  if (err.keyword === 'type') return `The field ${where} must be ${(err.params as { type: string }).type}.`;
  if (err.keyword === 'maxLength' || err.keyword === 'minLength' || err.keyword === 'pattern' || err.keyword === 'enum')
    return `The field ${where} ${err.message}.`;
  return `The field ${where} ${err.message ?? 'is invalid'}.`;
}

/** The door's text rule: NUL, other C0 controls and lone surrogates never reach a handler (400). */
function refuseBadText(value: unknown): void {
  const b = findBadText(value);
  if (b)
    throw new HttpAnswer(400, { success: false, result: { code: b.code, field: b.field }, dispMsg: badTextMessage(b) });
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  if (!m || m[1] === 'undefined' || m[1] === 'null') return null;
  return m[1];
}

// Every call registered on an app, in order: the corpus, the access matrix and the wire document's check enumerate
// what the server really answers instead of a hand-kept list.
const registries = new WeakMap<FastifyInstance, CallDef[]>();

/** The calls registered with registerCall on this app (method, path, who, signed, schema...). */
export function registeredCalls(app: FastifyInstance): readonly CallDef[] {
  return registries.get(app) ?? [];
}

export function registerCall<P extends string>(app: FastifyInstance, env: CallEnv, def: CallDef<P>): void {
  const list = registries.get(app) ?? [];
  list.push(def as unknown as CallDef);
  registries.set(app, list);
  const contract = contractOf(def.method, def.path);
  const validate = contract?.payload ?? ajv.compile({ type: 'object', ...def.schema });
  const answerMode = answerCheckMode();
  const key = `${def.method} ${def.path}`;
  /** Every answer is held to the contract: its schema (REFUSAL_RULE included) and its refusal codes. */
  const check = (answer: Answer, req: FastifyRequest, thrown = false): void => {
    if (!contract || answerMode === 'off') return;
    contract.checkAnswer(answer, answerMode, req);
    contract.checkRefusal(answer, answerMode, req);
    logAnswer(key, thrown ? 'thrown' : answer.success === true ? 'success' : 'refusal');
  };
  const answerCall = async (req: FastifyRequest, reply: FastifyReply): Promise<Answer | FastifyReply> => {
    const now = env.now();
    let raw: unknown;
    try {
      // GET query strings go through the same pollution check as bodies.
      if (def.method === 'GET') raw = decodeRequest({ ...(req.query as Record<string, unknown>) }, 'plain');
      else {
        const format = req.headers[WIRE_HEADER];
        raw = decodeRequest(req.body ?? {}, typeof format === 'string' ? format : undefined);
      }
    } catch (e) {
      if (e instanceof WireError) throw badRequest(e.message);
      throw e;
    }
    // Before the sign check: signing a lone surrogate throws, and id/device are text like any other.
    refuseBadText(raw);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The payload must be a JSON object.');
    const payload = raw as CallPayload<P>;
    if (def.signed) {
      const v = verifyIdentity(payload, { now, windowMs: env.signWindowMs });
      if (!v.ok) throw badRequest(v.message);
    }
    if (!validate(payload)) throw payloadRefusal(validate.errors?.[0], describe(validate.errors?.[0]));
    const venue = def.venue ? await findVenue(env.venues, payload, req.query as Record<string, unknown>) : null;
    if (def.venue === 'required' && !venue)
      throw notFound('Unknown venue: name it with shop (shop id) or id (shop key).');
    if (def.signed && venue && payload.id !== venue.shopKey && payload.id !== venue.shopId)
      throw badRequest('The shop key (id) does not belong to this venue.');
    const token =
      bearer(req) ?? (typeof req.headers['x-user-token'] === 'string' ? (req.headers['x-user-token'] as string) : null);
    let user: AuthUser | null = null;
    if (token) {
      user = await env.tokens.verify(token, now);
      if (!user && def.who !== 'anyone') throw expired();
    }
    if (def.who !== 'anyone' && !user) {
      check(NOT_LOGGED, req);
      return NOT_LOGGED;
    }
    if (
      def.who === 'admin' &&
      !(
        user &&
        user.admin === 1 &&
        (user.adminShops.includes('*') || (venue && user.adminShops.includes(venue.shopId)))
      )
    )
      throw forbidden('Only an administrator of this venue may do this.');
    const send = (status: number, answer: Answer, serialised?: string): void => {
      check(answer, req);
      if (serialised === undefined) void reply.code(status).send(answer);
      else void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(serialised);
    };
    const ctx: Ctx<P> = { payload, db: env.db, now, venue, user, token, req, reply, ip: req.ip, send };
    const answer = await def.handler(ctx);
    if (answer === undefined) return reply;
    check(answer, req);
    // Sliding session: a renewed token rides along in map.refreshToken (the client swaps to it).
    if (user && token && def.who !== 'anyone' && !def.path.endsWith('/logout')) {
      const fresh = await env.tokens.renew(token, user, now);
      if (fresh) return { ...answer, map: { ...answer.map, refreshToken: fresh } };
    }
    return answer;
  };
  app.route({
    method: def.method,
    url: def.path,
    config: { checkThrown: (answer: Answer, req: FastifyRequest) => check(answer, req, true) },
    handler: async (req, reply) => {
      try {
        return await answerCall(req, reply);
      } catch (e) {
        // A refusal thrown at the door (400 payload, 401, 403, 404 venue) or by the handler (404, 409...) is
        // held to the call's answer schema and refusal codes exactly like one it returns.
        if (e instanceof HttpAnswer) check(e.answer, req, true);
        throw e;
      }
    },
  });
}

export interface RouteEntry {
  method: string;
  url: string;
}
const routeTables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route of the app (registerCall or not, any plugin), as Fastify registered it. */
export function registeredRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return routeTables.get(app) ?? [];
}

/**
 * Error handler: every failure answers JSON with a clear dispMsg; 5xx details never leak. Also the
 * door of the routes that do not go through registerCall (the sandbox page's form, files): their
 * body, query and path parameters pass the same text rule, and every route is recorded.
 */
export function installErrorHandler(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url ?? route.path });
    // A registered call's door refusal is held to its contract like every answer it gives (registerCall).
    const thrown = (route.config as { checkThrown?: (a: Answer, req: FastifyRequest) => void } | undefined)
      ?.checkThrown;
    const guard = async (req: FastifyRequest) => {
      try {
        refuseBadText(req.params);
        refuseBadText(req.query);
        refuseBadText(req.body);
      } catch (e) {
        if (e instanceof HttpAnswer) thrown?.(e.answer, req);
        throw e;
      }
    };
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof HttpAnswer) return reply.code(err.status).send(err.answer);
    if (err instanceof WireError) return reply.code(400).send({ success: false, dispMsg: err.message });
    const e = err as { statusCode?: number; code?: string; message?: string };
    const status = e.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let dispMsg = e.message ?? 'Bad request.';
      if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') dispMsg = 'The request body is too large.';
      else if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') dispMsg = 'The body is empty; send a JSON object.';
      else if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        dispMsg = 'Unsupported content type; send application/json.';
      else if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(dispMsg))
        dispMsg = 'The body is not valid JSON.';
      return reply.code(status === 413 ? 413 : 400).send({ success: false, dispMsg });
    }
    // A venue's lock stayed taken (orders/venueQueue.ts), a statement ran out of time, or a transaction lost
    // to a deadlock or serialization conflict on every try (db/retry.ts): busy, not broken; nothing changed,
    // so the caller may simply send it again.
    if (err instanceof VenueBusy || isBusyError(err) || isRetryable(err)) {
      req.log.warn({ err: { message: e.message, code: e.code } }, 'busy');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ success: false, dispMsg: 'The venue is busy; please try again in a moment.' });
    }
    req.log.error({ err: { message: e.message, code: e.code } }, 'handler failed');
    return reply.code(500).send({ success: false, dispMsg: 'The server failed to answer; please try again.' });
  });
}
