// The calls' contracts (schemas/calls/*.json, compiled by npm run gen:calls into
// src/generated/call-contracts.json): registerCall validates each payload with its call's contract and,
// in development and test, each answer. A refused payload answers the door's 400 shape with the JSON
// Pointer of the field: { success:false, result:{ code:'payload.invalid', field, pointer }, dispMsg }.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import contracts from '../../src/generated/call-contracts.json';
import { HttpAnswer } from './answers';
import { registeredCalls } from './define';

/** The refusal code of a payload that breaks its call's schema. */
export const PAYLOAD_INVALID = 'payload.invalid' as const;

export type AnswerCheck = 'throw' | 'log' | 'off';

export interface CallContract {
  who: 'anyone' | 'user' | 'admin';
  signed: boolean;
  venue: 'required' | 'optional' | 'none';
  wire: 'aes' | 'b64' | 'plain' | null;
  client: string | null;
  refusals: string[];
  payload: ValidateFunction;
  checkAnswer(answer: unknown, mode: AnswerCheck, req: FastifyRequest): void;
  /** A refusal the handler answered (returned or thrown) must carry a code its contract lists (x-call.refusals). */
  checkRefusal(answer: unknown, mode: AnswerCheck, req: FastifyRequest): void;
}

/** Codes the wire door answers before a handler runs: any call may answer them. */
export const DOOR_REFUSALS: readonly string[] = [
  'payload.invalid',
  'wire.text-nul',
  'wire.text-control',
  'wire.text-surrogate',
];

/** The refusal code of an answer (result.code of a refused call), or null. */
export function refusalCodeOf(answer: unknown): string | null {
  const a = answer as { success?: unknown; result?: { code?: unknown } } | null;
  if (!a || a.success !== false || !a.result || typeof a.result !== 'object') return null;
  return typeof a.result.code === 'string' ? a.result.code : null;
}

interface ContractJson {
  file: string;
  method: string;
  path: string;
  who: CallContract['who'];
  signed: boolean;
  venue: CallContract['venue'];
  wire: CallContract['wire'];
  client: string | null;
  refusals: string[];
  payload: Record<string, unknown>;
  answer: Record<string, unknown>;
  definitions: Record<string, unknown>;
}

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
const table = contracts as unknown as Record<string, ContractJson>;
const compiled = new Map<string, CallContract>();

/** Test: answers that break their schema throw (500, the test fails); development: logged; production: not checked. */
export function answerCheckMode(env: NodeJS.ProcessEnv = process.env): AnswerCheck {
  if (env.VITEST) return 'throw';
  return env.NODE_ENV === 'production' ? 'off' : 'log';
}

/** JSON Pointer of the field an ajv error is about (a missing field points at the field itself). */
export function pointerOf(err: ErrorObject | undefined): string {
  if (!err) return '';
  const p = err.params as { missingProperty?: string; additionalProperty?: string };
  const last = p.missingProperty ?? p.additionalProperty;
  const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  return last === undefined ? err.instancePath : `${err.instancePath}/${esc(last)}`;
}

export function payloadRefusal(err: ErrorObject | undefined, dispMsg: string): HttpAnswer {
  const pointer = pointerOf(err);
  const field = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return new HttpAnswer(400, { success: false, result: { code: PAYLOAD_INVALID, field, pointer }, dispMsg });
}

export class AnswerMismatch extends Error {}

/** The contract of a call, compiled once; null when schemas/calls/ has no file for it. */
export function contractOf(method: string, path: string): CallContract | null {
  const key = `${method} ${path}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const c = table[key];
  if (!c) return null;
  const payload = ajv.compile({ type: 'object', ...c.payload, definitions: c.definitions });
  let answer: ValidateFunction | null = null;
  const contract: CallContract = {
    who: c.who,
    signed: c.signed,
    venue: c.venue,
    wire: c.wire,
    client: c.client,
    refusals: c.refusals,
    payload,
    checkAnswer(value, mode, req) {
      answer ??= ajv.compile({ ...c.answer, definitions: c.definitions });
      if (answer(value)) return;
      const e = answer.errors?.[0];
      const what = `${key}: the answer breaks schemas/calls/${c.file} at ${e?.instancePath || '/'} (${e?.message ?? 'invalid'})`;
      if (process.env.DEBUG_CONTRACTS) console.error(what, JSON.stringify(value).slice(0, 1500));
      if (mode === 'throw') throw new AnswerMismatch(what);
      req.log.warn({ contract: c.file, pointer: e?.instancePath }, what);
    },
    checkRefusal(value, mode, req) {
      const code = refusalCodeOf(value);
      if (code === null || c.refusals.includes(code) || DOOR_REFUSALS.includes(code)) return;
      const what = `${key}: the handler answered refusal "${code}", which schemas/calls/${c.file} does not list in x-call.refusals`;
      if (process.env.DEBUG_CONTRACTS) console.error(what);
      if (mode === 'throw') throw new AnswerMismatch(what);
      req.log.warn({ contract: c.file, code }, what);
    },
  };
  compiled.set(key, contract);
  return contract;
}

/** Every "METHOD path" that has a contract. */
export const contractKeys = (): string[] => Object.keys(table);

/** The calls registered on an app that have no contract file ("METHOD path"): must be none. */
export function callsWithoutContract(app: FastifyInstance): string[] {
  return registeredCalls(app)
    .map((d) => `${d.method} ${d.path}`)
    .filter((k) => !(k in table));
}
