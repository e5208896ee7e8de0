// The console's form model: every seeded venue's configuration opens in the form with no problem,
// goes back to the same snapshot unchanged, and an edit writes only the changed key; the schema's
// own validation names the field of a bad value.
import { describe, expect, it } from 'vitest';
import { DEMO_VENUES } from '../../../server/seed/venues';
import {
  ALL_SETTING_FIELDS,
  CONSOLE_GROUPS,
  SETTING_FIELDS,
  settingsProblems,
  toFormValues,
  toSnapshot,
} from '../../../src/features/backoffice';
import { canonicalJson, diffConfig, pickSnapshot, type ConfigSnapshot } from '../../../src/domain/configVersions';
import { DERIVED_KEYS } from '../../../src/features/backoffice/console/groups';
import schema from '../../../schemas/venue-settings.schema.json';

const snapshots: [string, ConfigSnapshot][] = DEMO_VENUES.map((v) => [
  v.shopId,
  pickSnapshot(v as unknown as Record<string, unknown>),
]);

describe('the console form model', () => {
  it('every settings key of the schema is a field (or a derived key), in one of the groups', () => {
    const keys = new Set(ALL_SETTING_FIELDS.map((f) => f.path[0]));
    for (const k of Object.keys(schema.properties)) if (!DERIVED_KEYS.includes(k)) expect(keys.has(k), k).toBe(true);
    expect(CONSOLE_GROUPS.filter((g) => SETTING_FIELDS[g].length).length).toBeGreaterThanOrEqual(9);
    expect(ALL_SETTING_FIELDS.find((f) => f.name === 'settings.kioskMode')).toMatchObject({
      kind: 'switch',
      defaultValue: false,
    });
    expect(ALL_SETTING_FIELDS.find((f) => f.name === 'settings.categoryLayout')).toMatchObject({
      kind: 'select',
      options: ['top', 'left'],
    });
    expect(ALL_SETTING_FIELDS.find((f) => f.name === 'settings.itemsPerRow')).toMatchObject({
      kind: 'number',
      integer: true,
      min: 1,
    });
  });

  it.each(snapshots)('%s: opens with no problem and saves back unchanged', (_id, snap) => {
    const values = toFormValues(snap);
    expect(settingsProblems(values, snap)).toEqual({});
    expect(diffConfig(snap, toSnapshot(values, snap))).toEqual([]);
  });

  it('an edit writes only its key; a bad value is named on its field', () => {
    const snap = snapshots[0][1];
    const values = toFormValues(snap);
    (values.settings as Record<string, unknown>).kioskMode = true;
    (values.settings as Record<string, unknown>).itemsPerRow = '0';
    expect(settingsProblems(values, snap)).toEqual({ 'settings.itemsPerRow': { key: 'err_min', values: { min: 1 } } });
    (values.settings as Record<string, unknown>).itemsPerRow = '4';
    expect(canonicalJson(diffConfig(snap, toSnapshot(values, snap)).map((c) => c.key))).toBe(
      canonicalJson(['settings.itemsPerRow', 'settings.kioskMode']),
    );
  });
});
