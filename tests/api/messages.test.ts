// Every 'api.<key>' the client shows exists in both locales, and the two locales have the same keys.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en-gb/api.json';
import zh from '../../src/i18n/locales/zh-hans/api.json';

const root = new URL('../../', import.meta.url).pathname;
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const sources = [
  ...files(join(root, 'src/api')),
  ...['auth', 'card', 'session'].map((f) => join(root, `src/state/${f}.ts`)),
];
const used = new Set(
  sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'api\.([A-Za-z]+)'/g)].map((m) => m[1])),
);

describe('api messages', () => {
  it('finds the keys the client uses', () => {
    expect(used).toContain('loginExpired');
    expect(used).toContain('connectionFailed');
  });
  it.each([...used])('api.%s exists in en-gb and zh-hans', (key) => {
    expect((en as Record<string, string>)[key], key).toBeTruthy();
    expect((zh as Record<string, string>)[key], key).toBeTruthy();
  });
  it('both locales have the same keys and the spec wordings', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(en.loginExpired).toBe('Login expired');
    expect(en.connectionFailed).toBe('Connecion Failed');
    expect(en.userPassNotMatch).toBe('User name or password not match');
    expect(en.franchiseeInfoFailed).toBe('franchiseeInfo: failed to get info !');
    expect(en.getInfoFailed).toBe('getInfo: failed to get info !');
    expect(zh.httpError).toContain('{{status}}');
  });
});
