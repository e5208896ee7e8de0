// A fetch for the accounts tests that answers by path (and action), so calls that run together
// (the member card, the member points and the franchisee card after a sign-in) need no order.
import { vi } from 'vitest';
import { apiOptions, configureApi } from '../../../src/api/config';
import { decodeRequest } from '../../../src/api/wire/codec';

export type Handler = (payload: Record<string, unknown>) => unknown;
export interface Call {
  path: string;
  payload: Record<string, unknown>;
  auth: string;
}

export function routedFetch(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const payload =
      typeof init.body === 'string'
        ? (decodeRequest(JSON.parse(init.body), headers['x-wire-format'], { iv: apiOptions().iv }) as Record<
            string,
            unknown
          >)
        : {};
    const path = new URL(String(url)).pathname;
    calls.push({ path, payload, auth: headers.authorization ?? '' });
    const key = payload.action ? `${path}#${String(payload.action)}` : path;
    const route = routes[key] ?? routes[path];
    if (route === undefined)
      return new Response(JSON.stringify({ success: false, dispMsg: 'no route' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const body = typeof route === 'function' ? (route as Handler)(payload) : route;
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return {
    calls,
    paths: () => calls.map((c) => (c.payload.action ? `${c.path}#${String(c.payload.action)}` : c.path)),
  };
}

export const cardInfoJson = JSON.stringify({
  ticketNumber: 'M10000001',
  loyaltyPoints: 1250,
  dollarBalance: 500,
  cardTypeId: '1',
  typeDescription: 'Member',
  chargeMethod: 0,
  discountRate: 5,
});
/** A wallet with one card, its latest value and its type info, as the reference server answers them. */
export const CARD_ROUTES = {
  '/pro/acs/card/action#WALLET': {
    success: true,
    result: null,
    map: { rtn: 1, count: 1 },
    list: [{ list: [{ ordCard: 'ORD-M10000001', cardInfo: cardInfoJson }] }],
  },
  '/pro/acs/card/action#CHECK': { success: true, result: [{ pointFinal: 1250.456, valueFinal: '500.00' }] },
  '/pro/acs/card/action#INFO': {
    success: true,
    result: [{ discountRate: 5, dollarPointCalc: 1, pointDollarRedeem: 10, extInfo: '{"minPoints":10}' }],
  },
  '/lot/set/getMemberPoints': {
    success: true,
    result: { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 },
  },
};
export const DETAIL = {
  success: true,
  result: {
    userId: 'tok-1',
    firstName: 'Ann',
    lastName: 'Lee',
    mobile: '0411111111',
    email: 'ann@example.com',
    userStatus: 1,
  },
};
