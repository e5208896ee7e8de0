// The one error type the API client rejects with. Callers branch on `status` and `network`;
// `message` is 'error' for any non-200 answer (spec 8), and `serverMessage` holds what the
// server said, when it said anything.

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'not-logged' | 'bad-answer';

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
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when no response arrived at all. */
  get network(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

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
