// The one error type a refused or failed call rejects with (issue 26: one error model). Callers branch on
// `code` — a refusal code the server answers (src/domain/refusals.ts, the codes each schema in
// schemas/calls lists under x-call.refusals) or a transport code — and show the words of
// `api.code_<code>` (both languages) rather than subclassing it. `status` and `network` stay for the
// callers that still branch on HTTP; `message` is 'error' for any non-200 answer (spec 8), and
// `serverMessage` holds what the server said, when it said anything.
import { isRefusalCode, type RefusalCode } from '../domain/refusals';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'not-logged' | 'bad-answer';

/** The codes the client names itself when there is no refusal code: how the call failed. */
export const TRANSPORT_CODES = [
  'network',
  'timeout',
  'bad-answer',
  'not-logged',
  'forbidden',
  'notFound',
  'error',
] as const;
export type TransportCode = (typeof TRANSPORT_CODES)[number];

/** What a refused or failed call's `code` can be: a literal union shared with the server. */
export type CallErrorCode = RefusalCode | TransportCode;

/** The call name of a URL: its path, e.g. '/api/shop/order/add/v2' (the `x-call.path` of its schema). */
export function callOfUrl(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path || url;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status; 404 when no response arrived (network error or time-out), as the spec says. */
    public readonly status: number,
    public readonly kind: ApiErrorKind,
    /** The server's display message (dispMsg, map.disp_msg or a string result), if any. */
    public readonly serverMessage = '',
    /** The parsed answer body, if one arrived. */
    public readonly body: unknown = undefined,
    message = 'error',
    /** The call that failed: its path (the `x-call.path` of its schema), when known. */
    public readonly call = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when no response arrived at all. */
  get network(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
  /** The refusal code of the answer (`result.code`), else how the call failed. */
  get code(): CallErrorCode {
    const code = refusalFieldsOf(this.body).code;
    if (isRefusalCode(code)) return code;
    if (this.kind !== 'http') return this.kind;
    if (this.status === 401) return 'not-logged';
    if (this.status === 403) return 'forbidden';
    if (this.status === 404) return 'notFound';
    return 'error';
  }
  /** The other fields of the refusal (`result` without `code`), e.g. field, limit, nearest; {} when none. */
  get detail(): Readonly<Record<string, unknown>> {
    const { code: _code, ...rest } = refusalFieldsOf(this.body);
    return rest;
  }
  /** The i18n key of this error's words: `api.code_<code>` (dots and dashes as underscores). */
  get messageKey(): string {
    return `api.code_${this.code.replace(/[.-]/g, '_')}`;
  }
}

/**
 * The call error of an answer the server refused (HTTP 200 with success false, or a refusal with its
 * status): `result` carries the code and its other fields, `dispMsg` the server's words. A feature
 * throws it for a refused answer it reads itself; a test builds the refusal a screen must word.
 */
export function refusedError(
  code: string,
  fields: Readonly<Record<string, unknown>> = {},
  serverMessage = '',
  { status = 200, call = '' }: { status?: number; call?: string } = {},
): ApiError {
  const body = { success: false, dispMsg: serverMessage, result: { ...fields, code } };
  return new ApiError(status, 'http', serverMessage, body, 'error', call);
}

/** The call error of a refused answer as it came (its result, its words), for a feature reading the answer itself. */
export function refusedAnswer(answer: { success?: boolean; dispMsg?: unknown; result?: unknown }, call = ''): ApiError {
  return new ApiError(200, 'http', serverMessageOf(answer), answer, 'error', call);
}

/** The `result` object of a refused answer, or {} when the answer carries none. */
function refusalFieldsOf(body: unknown): Record<string, unknown> {
  const r = body && typeof body === 'object' && 'result' in body ? body.result : undefined;
  return r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : {};
}

/** True when `e` is the error of a refused or failed call (the one client error type). */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The display message of an answer body: dispMsg, result.dispMsg, map.disp_msg, or a string result. */
export function serverMessageOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as { dispMsg?: unknown; result?: unknown; map?: { disp_msg?: unknown; dispMsg?: unknown } };
  const candidates = [
    b.dispMsg,
    b.result && typeof b.result === 'object' ? (b.result as { dispMsg?: unknown }).dispMsg : undefined,
    b.map?.disp_msg,
    b.map?.dispMsg,
    typeof b.result === 'string' ? b.result : undefined,
  ];
  for (const c of candidates) if (typeof c === 'string' && c) return c;
  return '';
}
