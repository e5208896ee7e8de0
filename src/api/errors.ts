// The one error type a refused or failed call rejects with (issue 26: one error model). Callers branch on
// `code` — a refusal code the server answers (src/domain/refusals.ts, the codes each schema in
// schemas/calls lists under x-call.refusals) or a transport code — and show the words of
// `api.code_<code>` (both languages) rather than subclassing it. `status` and `network` stay for the
// callers that still branch on HTTP; `message` is 'error' for any non-200 answer (spec 8), and
// `serverMessage` holds what the server said, when it said anything.
import { isRefusalCode, type RefusalCode } from '../domain/refusals';
import type { CallRefusal } from '../generated/calls';

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
  /**
   * The refusal the answer carried, as every call contract types it (`CallRefusal` of schemas/calls: its
   * `code`, `rtn`, `field` and the server's words); null when the answer carried no refusal object.
   */
  get refusal(): (CallRefusal & { dispMsg: string }) | null {
    const r = refusalObjectOf(this.body);
    if (!r) return null;
    const { code, rtn, field } = r;
    return {
      ...(isRefusalCode(code) ? { code } : {}),
      ...(typeof rtn === 'number' ? { rtn } : typeof rtn === 'string' && Number(rtn) ? { rtn: Number(rtn) } : {}),
      ...(typeof field === 'string' ? { field } : {}),
      dispMsg: this.serverMessage || serverMessageOf(this.body),
    };
  }
  /** A text field of the refusal (e.g. a venue's `problem`), or undefined when it is not text. */
  detailText(key: string): string | undefined {
    const v = this.detail[key];
    return typeof v === 'string' ? v : undefined;
  }
  /** A number field of the refusal (e.g. `totalCents`, `limit`), or undefined when it is not a number. */
  detailNumber(key: string): number | undefined {
    const v = this.detail[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  }
  /** One of `options` named by a refusal field (e.g. a venue's `problem`), or null when it names none of them. */
  detailOneOf<T extends string>(key: string, options: readonly T[]): T | null {
    const v = this.detail[key];
    return options.find((o) => o === v) ?? null;
  }
  /** The items of a list field of the refusal that `isItem` accepts (e.g. a theme's `problems`); undefined when no list. */
  detailList<T>(key: string, isItem: (v: unknown) => v is T): T[] | undefined {
    const v = this.detail[key];
    return Array.isArray(v) ? v.filter(isItem) : undefined;
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

/** True for a plain object (not null, not a list): a refusal, or one item of a refusal's list. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `result` object of a refused answer, or null when the answer carries none. */
function refusalObjectOf(body: unknown): Record<string, unknown> | null {
  const r = isRecord(body) ? body.result : undefined;
  return isRecord(r) ? r : null;
}

/** The `result` object of a refused answer, or {} when the answer carries none. */
const refusalFieldsOf = (body: unknown): Record<string, unknown> => refusalObjectOf(body) ?? {};

/** True when `e` is the error of a refused or failed call (the one client error type). */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The display message of an answer body: dispMsg, result.dispMsg, map.disp_msg, or a string result. */
export function serverMessageOf(body: unknown): string {
  if (!isRecord(body)) return '';
  const map = isRecord(body.map) ? body.map : {};
  const candidates = [
    body.dispMsg,
    refusalObjectOf(body)?.dispMsg,
    map.disp_msg,
    map.dispMsg,
    typeof body.result === 'string' ? body.result : undefined,
  ];
  for (const c of candidates) if (typeof c === 'string' && c) return c;
  return '';
}
