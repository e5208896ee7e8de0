// The console's settings fields, built FROM schemas/venue-settings.schema.json: each property becomes
// a field whose control follows its type (boolean -> switch, enum -> select, number/integer -> number
// input, string -> text, a list of texts or of choices -> a list), with the spec default shown and
// the schema's limits; settings.kiosk is walked one level down. Plain data for the form to draw.
// The schema's properties, copied by npm run build:validators (src/ imports nothing from outside it).
import schema from '../../../generated/settings-schema.json';
import { CONSOLE_GROUPS, DERIVED_KEYS, GROUP_KEYS, type ConsoleGroup } from './groups';

export type FieldKind = 'switch' | 'select' | 'number' | 'text' | 'list' | 'choices';

export interface SettingField {
  /** The form's name: settings.<key> or settings.kiosk.<key>. */
  name: string;
  /** The path in the settings object: ['itemsPerRow'] or ['kiosk', 'splash']. */
  path: string[];
  kind: FieldKind;
  /** integer: whole numbers only. */
  integer: boolean;
  /** select and choices: the allowed values. */
  options: (string | number)[];
  min?: number;
  /** list: entries are { zoneId, name } objects (delivery zones), edited by their ids. */
  objectItems?: boolean;
  /** The spec default (the schema's default). */
  defaultValue: unknown;
  /** The schema's description (English; the console shows it under the key). */
  description: string;
}

interface PropSchema {
  type?: string | string[];
  enum?: (string | number | boolean)[];
  items?: PropSchema;
  minimum?: number;
  default?: unknown;
  description?: string;
  properties?: Record<string, PropSchema>;
}

function fieldOf(path: string[], p: PropSchema): SettingField | null {
  const base = {
    name: ['settings', ...path].join('.'),
    path,
    integer: p.type === 'integer',
    options: [] as (string | number)[],
    min: p.minimum,
    defaultValue: p.default,
    description: p.description ?? '',
  };
  if (p.type === 'boolean') return { ...base, kind: 'switch' };
  if (p.enum)
    return { ...base, kind: 'select', options: p.enum.filter((v): v is string | number => typeof v !== 'boolean') };
  if (p.type === 'integer' || p.type === 'number') return { ...base, kind: 'number' };
  if (p.type === 'string') return { ...base, kind: 'text' };
  if (p.type === 'array' && p.items?.enum)
    return {
      ...base,
      kind: 'choices',
      options: p.items.enum.filter((v): v is string | number => typeof v !== 'boolean'),
    };
  // A list whose entries are texts, or that the server also sends as texts (delivery zones by post code).
  if (p.type === 'array') return { ...base, kind: 'list', objectItems: p.items?.type === 'object' };
  return null;
}

const props = (schema as { properties: Record<string, PropSchema> }).properties;

/** Every editable settings field, by group. */
export const SETTING_FIELDS: Record<ConsoleGroup, SettingField[]> = (() => {
  const out = Object.fromEntries(CONSOLE_GROUPS.map((g) => [g, [] as SettingField[]])) as Record<
    ConsoleGroup,
    SettingField[]
  >;
  const groupOf = (key: string): ConsoleGroup => CONSOLE_GROUPS.find((g) => GROUP_KEYS[g]?.includes(key)) ?? 'display';
  for (const [key, p] of Object.entries(props)) {
    if (DERIVED_KEYS.includes(key)) continue;
    if (p.type === 'object' && p.properties) {
      for (const [sub, q] of Object.entries(p.properties)) {
        const f = fieldOf([key, sub], q);
        if (f) out[groupOf(key)].push(f);
      }
      continue;
    }
    const f = fieldOf([key], p);
    if (f) out[groupOf(key)].push(f);
  }
  return out;
})();

export const ALL_SETTING_FIELDS: readonly SettingField[] = CONSOLE_GROUPS.flatMap((g) => SETTING_FIELDS[g]);
