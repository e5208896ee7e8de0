// The one client error type (issue 26): ApiError's `code` is a refusal code of the server (the codes
// the schemas in schemas/calls list) or a transport code, its words are api.code_<code> in both
// languages, and it names the call that failed.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en-gb/api.json';
import zh from '../../src/i18n/locales/zh-hans/api.json';
import { ApiError, callOfUrl, refusedAnswer, refusedError, TRANSPORT_CODES } from '../../src/api/errors';

describe('ApiError: the one call error', () => {
  it('reads the refusal code and its other fields from the answer', () => {
    const body = { success: false, result: { code: 'order.minimum', minCents: 1500 } };
    const e = new ApiError(200, 'http', '', body, 'error', '/api/shop/order/add/v2');
    expect(e.code).toBe('order.minimum');
    expect(e.detail).toEqual({ minCents: 1500 });
    expect(e.call).toBe('/api/shop/order/add/v2');
    expect(e.messageKey).toBe('api.code_order_minimum');
  });

  it('names how the call failed when there is no known refusal code', () => {
    expect(new ApiError(404, 'network').code).toBe('network');
    expect(new ApiError(404, 'timeout').code).toBe('timeout');
    expect(new ApiError(200, 'bad-answer').code).toBe('bad-answer');
    expect(new ApiError(200, 'not-logged').code).toBe('not-logged');
    expect(new ApiError(401, 'http').code).toBe('not-logged');
    expect(new ApiError(403, 'http').code).toBe('forbidden');
    expect(new ApiError(404, 'http').code).toBe('notFound');
    expect(new ApiError(500, 'http', '', { result: { code: 'no.such.code' } }).code).toBe('error');
    expect(new ApiError(500, 'http').detail).toEqual({});
  });

  it('has words for every transport code in both languages', () => {
    for (const code of TRANSPORT_CODES) {
      const key = `code_${code.replace(/[.-]/g, '_')}`;
      expect((en as Record<string, string>)[key], key).toBeTruthy();
      expect((zh as Record<string, string>)[key], key).toBeTruthy();
    }
  });

  it('builds the call error of a refused answer: code, fields, words and status', () => {
    const e = refusedError('config.bounds', { field: 'settings.sessionExpire', limit: 10080 }, 'Too long', {
      status: 400,
      call: '/pro/console/publish',
    });
    expect([e.status, e.code, e.serverMessage, e.call]).toEqual([
      400,
      'config.bounds',
      'Too long',
      '/pro/console/publish',
    ]);
    expect(e.detail).toEqual({ field: 'settings.sessionExpire', limit: 10080 });
    const a = refusedAnswer({ success: false, dispMsg: 'Wrong PIN', result: { code: 'svc.wrong-pin', rtn: -1 } });
    expect([a.status, a.code, a.serverMessage, a.detail]).toEqual([200, 'svc.wrong-pin', 'Wrong PIN', { rtn: -1 }]);
  });

  it('reads the refusal as the contracts type it, and its other fields through typed readers', () => {
    const e = refusedError('config.bounds', { field: 'settings.x', limit: 10, rtn: '-3', problem: 'taken' }, 'Too big');
    expect(e.refusal).toEqual({ code: 'config.bounds', field: 'settings.x', rtn: -3, dispMsg: 'Too big' });
    expect([e.detailNumber('limit'), e.detailNumber('field'), e.detailText('field'), e.detailText('limit')]).toEqual([
      10,
      undefined,
      'settings.x',
      undefined,
    ]);
    expect(e.detailOneOf('problem', ['taken', 'self'] as const)).toBe('taken');
    expect(e.detailOneOf('problem', ['self'] as const)).toBeNull();
    const problems = refusedError('theme.invalid', { problems: [{ path: '/id' }, 3, { path: 4 }] });
    const isProblem = (v: unknown): v is { path: string } =>
      typeof v === 'object' && v !== null && 'path' in v && typeof v.path === 'string';
    expect(problems.detailList('problems', isProblem)).toEqual([{ path: '/id' }]);
    expect(problems.detailList('missing', isProblem)).toBeUndefined();
    // An unknown code is not a refusal code; an answer without a result object carries no refusal.
    expect(refusedError('no.such', {}, 'x').refusal).toEqual({ dispMsg: 'x' });
    expect(new ApiError(500, 'http', 'down', { success: false }).refusal).toBeNull();
    expect(new ApiError(404, 'network').refusal).toBeNull();
  });

  it('names the call by the path of its URL', () => {
    expect(callOfUrl('https://venue.example/account/detail?x=1')).toBe('/account/detail');
    expect(callOfUrl('/pro/kiosk/report')).toBe('/pro/kiosk/report');
  });
});
