// The one transport every call goes through (spec 7 and the error catalogue of spec 8):
// POST with a JSON body in one of the wire variants, or GET with a query string; Authorization
// Bearer token; a 60 s time-out; the loading indicator unless quiet; then the answer rules.
import { encodeRequestAsync, withIdentityAsync } from './wire/webCodec';
import { apiOptions, resolveBase, storeIdentity } from './config';
import { handleAnswer, handleNoResponse } from './answer';
import type { ApiAnswer, CallOptions } from './types';
import type { CallSpec } from './calls';
import { transportHooks } from './context';

/** What the transport needs of a call: a table entry, or the same fields for the generic helpers. */
export type RequestSpec = Pick<
  CallSpec,
  'method' | 'path' | 'base' | 'wire' | 'identity' | 'signed' | 'nest' | 'quiet'
>;

/** The URL and headers of a call, before any body or identity: an unsigned GET is complete with them. */
function requestBase(spec: RequestSpec, opts: CallOptions): { base: string; headers: Record<string, string> } {
  const base = resolveBase(spec.base, opts.baseUrl).replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.token ?? transportHooks().getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return { base, headers };
}

/** The address of an unsigned GET (a media element's src); a signed call needs buildRequest. */
export function requestUrl(spec: RequestSpec, payload: object = {}, opts: CallOptions = {}): string {
  if (spec.method !== 'GET' || spec.identity || spec.signed)
    throw new Error(`requestUrl is for unsigned GET calls only (${spec.path})`);
  return requestBase(spec, opts).base + spec.path + queryString(payload);
}

/**
 * The URL, headers and body a call would send; pure apart from reading the transport's context.
 * Async: the body is encrypted and the identity signed with Web Crypto (src/api/wire/webCodec.ts).
 */
export async function buildRequest(
  spec: RequestSpec,
  payload: object = {},
  opts: CallOptions = {},
): Promise<{ url: string; init: RequestInit }> {
  const { base, headers } = requestBase(spec, opts);
  let body: object = payload;
  if (spec.identity || spec.signed) {
    const who = { ...storeIdentity(), ...opts.identity };
    body = await withIdentityAsync(payload, who, { signed: spec.signed, now: opts.now });
  }
  if (spec.method === 'GET') {
    return {
      url: base + spec.path + queryString(body),
      init: { method: 'GET', headers: { ...headers, ...opts.headers } },
    };
  }
  const enc = await encodeRequestAsync(body, spec.wire, { iv: apiOptions().iv, nest: spec.nest, key: opts.key });
  return {
    url: base + spec.path,
    init: { method: 'POST', headers: { ...headers, ...enc.headers, ...opts.headers }, body: enc.body },
  };
}

/** Query string of a GET: primitives as text, objects as JSON, undefined and null left out. */
export function queryString(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Sends a call and applies the answer rules. Resolves with the answer body of an HTTP 200 (a Blob when expect is 'blob'). */
export function request<R = unknown, A = ApiAnswer<R>>(
  spec: RequestSpec,
  payload?: object,
  opts?: CallOptions,
  expect?: 'json',
): Promise<A>;
export function request(
  spec: RequestSpec,
  payload: object,
  opts: CallOptions | undefined,
  expect: 'blob',
): Promise<Blob>;
export async function request<R = unknown, A = ApiAnswer<R>>(
  spec: RequestSpec,
  payload: object = {},
  opts: CallOptions = {},
  expect: 'json' | 'blob' = 'json',
): Promise<A | Blob> {
  const quiet = opts.quiet ?? spec.quiet;
  const { timeoutMs, fetch: fetchImpl } = apiOptions();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const hooks = transportHooks();
  // The indicator counts the call from the moment it is made (the body is sealed asynchronously).
  if (!quiet) hooks.onLoading(1);
  try {
    const { url, init } = await buildRequest(spec, payload, opts);
    let res: Response;
    try {
      controller.signal.throwIfAborted(); // aborted while the body was being sealed
      res = await (fetchImpl ?? globalThis.fetch)(url, { ...init, signal: controller.signal });
    } catch (err) {
      if (opts.signal?.aborted && !timedOut) throw err;
      throw handleNoResponse(timedOut ? 'timeout' : 'network', err);
    }
    return await handleAnswer<R, A>(res, url, expect);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    if (!quiet) hooks.onLoading(-1);
  }
}

type HelperOpts = CallOptions & { base?: 'shop' | 'pro'; wire?: 'aes' | 'b64' | 'plain' };

/** Generic signed GET for paths outside the table (spec 7); quiet: true hides the loading indicator. */
export function signedGet<R = unknown>(
  path: string,
  params: object = {},
  opts: HelperOpts = {},
): Promise<ApiAnswer<R>> {
  const spec: RequestSpec = {
    method: 'GET',
    path,
    base: opts.base ?? 'shop',
    wire: 'plain',
    identity: true,
    signed: true,
    nest: false,
    quiet: false,
  };
  return request<R>(spec, params, opts);
}

/** Generic signed POST for paths outside the table (spec 7); base64 envelope unless `wire` says otherwise. */
export function signedPost<R = unknown>(
  path: string,
  payload: object = {},
  opts: HelperOpts = {},
): Promise<ApiAnswer<R>> {
  const spec: RequestSpec = {
    method: 'POST',
    path,
    base: opts.base ?? 'shop',
    wire: opts.wire ?? 'b64',
    identity: true,
    signed: true,
    nest: false,
    quiet: false,
  };
  return request<R>(spec, payload, opts);
}
