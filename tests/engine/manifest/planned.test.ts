import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FamilyManifest, ScreenManifest } from '../../../src/engine/contract';

const root = join(__dirname, '../../..');
const RUNTIME_OWNED = ['not-found', 'forbidden', 'info-page', 'about-us', 'contact-us', 'terms', 'privacy'];
const read = <T>(dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(root, dir, f), 'utf8')) as T);
const screens = read<ScreenManifest>('screens/screens');
const families = read<FamilyManifest>('screens/families');
const en = JSON.parse(readFileSync(join(root, 'src/i18n/locales/en-gb/screen.json'), 'utf8')) as Record<string, string>;

describe('planned screens', () => {
  // Screens a later capability has filled in drop `planned`; the rest keep the honest notice.
  const planned = screens.filter((s) => s.planned !== undefined);

  it('leave no PlannedNotice on a screen that is no longer planned, and none on the runtime-owned ones', () => {
    const stale = screens.filter(
      (s) => s.planned === undefined && Object.values(s.elements).some((e) => e.type === 'PlannedNotice'),
    );
    expect(stale.map((s) => s.id)).toEqual([]);
    expect(screens.filter((s) => RUNTIME_OWNED.includes(s.id) && s.planned !== undefined).map((s) => s.id)).toEqual([]);
    // Every capability has landed its screens; a screen still planned must say so honestly.
    for (const s of planned)
      expect(
        Object.values(s.elements).some((e) => e.type === 'PlannedNotice'),
        s.id,
      ).toBe(true);
  });

  it('exist for every screen a route names', () => {
    const ids = new Set(screens.map((s) => s.id));
    const named = families.flatMap((f) => [...(f.routes ?? []), ...(f.add ?? [])].map((r) => r.screen));
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(planned.map((s) => [s.id, s] as const))('%s says honestly which capability fills it', (id, s) => {
    expect(['ordering', 'accounts', 'bookings', 'kiosk']).toContain(s.planned);
    expect(s.root).toBe('planned');
    expect(s.elements).toEqual({ planned: { type: 'PlannedNotice', props: { capability: s.planned, screen: id } } });
    const key = (s.title as { $t: string }).$t;
    expect(key).toMatch(/^screen\./);
    expect(en[key.slice('screen.'.length)], key).toBeTruthy();
  });
});
