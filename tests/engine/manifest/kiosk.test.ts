import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FamilyManifest, FlowManifest } from '../../../src/engine/contract';
import { loadFamilies, loadText } from '../../../src/engine/manifest';

const root = join(__dirname, '../../..');
const flow = loadText(readFileSync(join(root, 'screens/kiosk/kiosk.json'), 'utf8'), 'screens/kiosk/kiosk.json')
  .doc as FlowManifest;

describe('kiosk flow', () => {
  it('loads and carries the timers of spec 9 (ms)', () => {
    expect(flow.timers).toEqual({
      inactivity: 180000,
      returnCountdown: 20000,
      orderNumberDisplay: 3000,
      thanksDisplay: 2000,
      advertCheck: 60000,
      customerUnlock: 30000,
    });
  });

  it('has a state for every kiosk screen of spec 2', () => {
    expect(Object.keys(flow.states).sort()).toEqual([
      'advert',
      'call-staff',
      'cart',
      'categories',
      'checkout',
      'dining',
      'donate',
      'exit',
      'help',
      'language',
      'login',
      'membership-qr',
      'menu-change',
      'order-number',
      'payment',
      'recall',
      'reports',
      'site',
      'splash',
      'startup',
      'table-change',
      'table-locator',
      'thanks',
    ]);
  });

  it('reaches every state from the initial one', () => {
    const seen = new Set([flow.initial]);
    const queue = [flow.initial];
    while (queue.length) {
      const s = flow.states[queue.shift()!];
      for (const next of [...Object.values(s.on ?? {}), ...Object.values(s.timers ?? {})]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(flow.states).sort());
  });

  it('gives every optional state a SKIP target and keeps reports for admins', () => {
    for (const [name, s] of Object.entries(flow.states)) {
      if (s.skipUnless !== undefined || s.when !== undefined) expect(s.on?.SKIP, name).toBeDefined();
    }
    expect(JSON.stringify(flow.states.reports.when)).toContain('/user/admin');
  });
});

describe('loadFamilies', () => {
  it('migrates, validates and resolves family documents', () => {
    const dir = join(root, 'screens/families');
    const files = Object.fromEntries(
      readdirSync(dir).map((f) => [`screens/families/${f}`, JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
    );
    const legacy = {
      kind: 'family',
      id: 'legacy',
      prefix: '/legacy/:shop',
      layout: 'shop',
      routes: [{ path: 'home', component: 'home' }],
      home: 'home',
    };
    const { families, issues } = loadFamilies({
      ...files,
      'x/legacy.json': legacy,
      'x/bad.json': { kind: 'family', id: 'bad' },
    });
    expect(issues.map((i) => `${i.file} ${i.code}`)).toEqual([
      'x/bad.json schema.required',
      'x/bad.json schema.required',
    ]);
    expect(families.find((f) => f.id === 'legacy')!.routes.map((r) => [r.fullPath, r.screen])).toEqual([
      ['/legacy/:shop', 'home'],
      ['/legacy/:shop/home', 'home'],
    ]);
    expect(families.some((f) => (f as unknown as FamilyManifest).id === 'bad')).toBe(false);
    expect(families).toHaveLength(Object.keys(files).length + 1);
  });
});
