// The answer shapes every handler uses (spec section 7 and the wire conventions).
export interface Answer {
  success: boolean;
  resultcode?: number;
  result?: unknown;
  map?: Record<string, unknown>;
  dispMsg?: string;
  list?: unknown;
}

export const ok = (result: unknown, map?: Record<string, unknown>): Answer =>
  map ? { success: true, result, map } : { success: true, result };

/** A business refusal: HTTP 200, success false, result {rtn, dispMsg}. */
export const refuse = (rtn: number, dispMsg: string, success = false): Answer => ({
  success,
  result: { rtn, dispMsg },
  dispMsg,
});

/** Thrown by handlers to answer with an HTTP status other than 200. */
export class HttpAnswer extends Error {
  constructor(
    public readonly status: number,
    public readonly answer: Answer,
  ) {
    super(answer.dispMsg ?? String(status));
  }
}

export const badRequest = (dispMsg: string) => new HttpAnswer(400, { success: false, dispMsg });
export const notFound = (dispMsg: string) => new HttpAnswer(404, { success: false, dispMsg });
export const forbidden = (dispMsg = 'You are not allowed to do this.') =>
  new HttpAnswer(403, { success: false, dispMsg });
export const expired = () => new HttpAnswer(401, { success: false, dispMsg: 'Login expired' });

/** Login-needed call without a token: HTTP 200, result 'api.not.logged' (spec 4). */
export const NOT_LOGGED: Answer = { success: false, result: 'api.not.logged', dispMsg: 'Please log in first.' };

export const cents = (n: number): string => (n / 100).toFixed(2);
