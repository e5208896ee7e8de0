// The answer shape every call shares (wire conventions of docs/wire-format.md) and the options a
// caller may pass to any call.
import type { Identity } from './config';

/** The map field of an answer. */
export interface AnswerMap {
  rtn?: number;
  count?: number;
  refreshToken?: string;
  disp_msg?: string;
  [k: string]: unknown;
}

/** Every answer: `{ success, resultcode?, result, map?, dispMsg? }`; some calls add a top-level list. */
export interface ApiAnswer<R = unknown> {
  success: boolean;
  resultcode?: number;
  result: R;
  map?: AnswerMap;
  dispMsg?: string;
  list?: unknown[];
  [k: string]: unknown;
}

/** Options any call accepts. */
export interface CallOptions {
  /** Base address for this call (else the configured or stored one). */
  baseUrl?: string;
  /** Override the call's quiet flag: true = no loading indicator. */
  quiet?: boolean;
  /** A separately supplied user token, sent instead of the stored one. */
  token?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Shop identity fields to use instead of the stores'. */
  identity?: Partial<Identity>;
  /** Clock for tm (ms since epoch); default Date.now(). */
  now?: number;
  /** Fixed AES key (tests and test vectors only; default a fresh random key per request). */
  key?: string;
  /** Cancels the request without an error notice. */
  signal?: AbortSignal;
}
