// TRUST_PROXY (issue 28): which proxies in front of the server may say who the client is
// (X-Forwarded-For) and which protocol it used (X-Forwarded-Proto). Never "trust everyone": a client
// that reaches the server through one proxy could otherwise name any address it likes in
// X-Forwarded-For and get a fresh per-address allowance (sign-in, SMS, gift card and event limits)
// with every request. Values (docs/production.md):
//   unset, '', 0, false      no proxy: the connection's own address is the client
//   1 or true                one proxy hop (the usual single nginx): the client is the address that
//                            proxy appended, whatever the client wrote before it
//   N (2..10)                N proxy hops (a load balancer in front of nginx, ...)
//   a,b,c                    the proxies' addresses or CIDRs (and proxy-addr's names loopback,
//                            linklocal, uniquelocal): the client is the nearest address not in the list
// Fastify's trustProxy takes the hop count or the address list as they are.
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

export const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;
export const MAX_PROXY_HOPS = 10;

function isAddressOrCidr(s: string): boolean {
  if ((TRUST_PROXY_NAMES as readonly string[]).includes(s)) return true;
  const [addr, bits, ...rest] = s.split('/');
  const v = isIP(addr);
  if (!v || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (v === 4 ? 32 : 128);
}

/** The proxies TRUST_PROXY names; throws a message naming the variable when the value is not valid. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_PROXY_HOPS) throw new Error(`TRUST_PROXY: at most ${MAX_PROXY_HOPS} proxy hops (got ${v})`);
    return hops;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (bad.length || !list.length)
    throw new Error(
      `TRUST_PROXY must be a hop count (1 = one proxy) or the proxies' addresses/CIDRs separated by commas; not valid: ${bad.join(', ') || v}`,
    );
  return list;
}

/**
 * Fastify's trustProxy option for a TrustProxy. Fastify 5.12 treats a bare hop count as "trust
 * nothing" (it cannot check who the nearest peer is), so a hop count becomes the function proxy-addr
 * used to build from it: the nearest N addresses are proxies. With hops, the server must be
 * reachable only through the proxy (HOST=127.0.0.1 or a firewall): docs/production.md.
 */
export function fastifyTrustProxy(t: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (t === false || t === 0) return false;
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return t;
}
