// One list of refusal codes (src/domain/refusals.ts): every code the server source answers with is in
// it, every code in it is answered by the server, and the client compares only with listed codes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_FAILURES,
  REFUSALS,
  createCart,
  deliveryRefusal,
  failureCode,
  isRefusalCode,
  validateDelivery,
  type RefusalCode,
} from '../../src/domain';
import { LIMIT_KINDS } from '../../server/auth/rateLimit';

const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source text without comments, so a code named in a comment is not taken for a use. */
const code = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const CODE_SHAPED = /'([a-z]+\.[a-zA-Z][a-zA-Z-]*)'/g;
/** Code-shaped literals of the server that are not answers: rate-limit buckets and file names. */
const notAnswer = (s: string) =>
  (LIMIT_KINDS as readonly string[]).includes(s) || /\.(html|pid|js|json|css|sql|png|svg)$/.test(s);

const serverFiles = sources('server');
const serverLiterals = new Map<string, string[]>();
for (const f of serverFiles) {
  for (const m of code(f).matchAll(CODE_SHAPED))
    if (!notAnswer(m[1])) serverLiterals.set(m[1], [...(serverLiterals.get(m[1]) ?? []), f]);
}

describe('refusal codes: one list for server and client', () => {
  it('reads the server source (the scan finds the codes it must find)', () => {
    expect(serverFiles.length).toBeGreaterThan(20);
    for (const c of [
      'venue.closed',
      'cart.empty',
      'giftcard.rate-limited',
      'device.rate-limited',
      'points.changed',
      'session.unknown',
      'staff.login',
      'wire.text-nul',
      'svc.wrong-pin',
    ]) {
      expect(serverLiterals.has(c), c).toBe(true);
    }
  });

  it('lists every code the server source answers with', () => {
    const missing = [...serverLiterals]
      .filter(([c]) => !isRefusalCode(c))
      .map(([c, files]) => `${c} (${files.join(', ')})`);
    expect(missing, 'codes the server answers with that src/domain/refusals.ts does not list').toEqual([]);
  });

  it('lists no code the server never answers with', () => {
    // Pre-order refusals come from the domain's checkPreorderTime and delivery ones from deliveryRefusal.
    const domain = code('src/domain/preorder.ts');
    const deliveryKeys = [
      validateDelivery({ address: '', zone: 1 }, createCart(), 0),
      validateDelivery({ address: '1 High St', zone: null }, createCart(), 0),
      validateDelivery({ address: '1 High St', zone: 1 }, createCart(), 1000),
    ].map((r) => deliveryRefusal(r.ok ? undefined : r.key));
    const answered = new Set<string>([
      ...serverLiterals.keys(),
      ...[...domain.matchAll(CODE_SHAPED)].map((m) => m[1]),
      ...deliveryKeys,
    ]);
    expect(
      REFUSALS.filter((c) => !answered.has(c)),
      'listed codes nothing answers with',
    ).toEqual([]);
  });

  it('maps each failed delivery rule to its own code', () => {
    const ruleCodes = ['deliveryAddressRequired', 'deliveryZoneRequired', 'minimumDelivery'].map((k) =>
      deliveryRefusal(`validation.${k}`),
    );
    expect(ruleCodes).toEqual([
      'delivery.deliveryAddressRequired',
      'delivery.deliveryZoneRequired',
      'delivery.minimumDelivery',
    ]);
    expect(deliveryRefusal('validation.somethingElse')).toBe('delivery.unavailable');
  });

  it('has no duplicates and keeps client failures apart from server codes', () => {
    expect(new Set(REFUSALS).size).toBe(REFUSALS.length);
    expect(CLIENT_FAILURES.filter((c) => (REFUSALS as readonly string[]).includes(c))).toEqual([]);
  });

  it('reads an unknown or missing code as error', () => {
    expect(failureCode('svc.wrong-pin')).toBe('svc.wrong-pin');
    expect(failureCode('network')).toBe('network');
    expect(failureCode('svc.wrong-pn')).toBe('error');
    expect(failureCode(undefined)).toBe('error');
    expect(failureCode(7)).toBe('error');
  });

  it('fails the type check on a misspelt code', () => {
    // @ts-expect-error 'venue.close' is not a refusal code
    const misspelt: RefusalCode = 'venue.close';
    expect(isRefusalCode(misspelt)).toBe(false);
  });

  it('the client compares only with listed codes', () => {
    const known = new Set<string>([...REFUSALS, ...CLIENT_FAILURES]);
    const namespaces = new Set(
      [...REFUSALS, ...CLIENT_FAILURES].filter((c) => c.includes('.')).map((c) => c.split('.')[0]),
    );
    // A code-shaped literal on a line about a code: compared with one, or listed with others ('KNOWN' lists).
    const compared = /(?:code\b|KNOWN|known|WRONG_\w+)[^;\n]*/g;
    const client = ['src/components', 'src/features', 'src/api', 'src/state', 'src/app']
      .filter((d) => {
        try {
          return statSync(join(root, d)).isDirectory();
        } catch {
          return false;
        }
      })
      .flatMap(sources);
    const strays: string[] = [];
    let seen = 0;
    for (const f of client) {
      for (const line of code(f).match(compared) ?? []) {
        for (const m of line.matchAll(/'([a-z]+\.[a-zA-Z-]*)'/g)) {
          const lit = m[1];
          if (!namespaces.has(lit.split('.')[0])) continue; // a text key or an action name, not a code
          seen++;
          // A prefix ('giftcard.token-' in startsWith) must start some listed code.
          const ok = known.has(lit) || (/[.-]$/.test(lit) && [...known].some((c) => c.startsWith(lit)));
          if (!ok) strays.push(`${lit} in ${relative(root, join(root, f))}`);
        }
      }
    }
    expect(seen, 'the scan finds the client comparisons').toBeGreaterThan(15);
    expect(strays, 'client compares with codes outside src/domain/refusals.ts').toEqual([]);
  });
});
