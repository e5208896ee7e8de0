// The configuration value a config.bounds refusal names (its `field`: settings.sessionExpire,
// payments.0.rate, branding.name ...) described in the console's words: a setting by the key it is
// listed under, a payment method's rate or surcharge by its number and the column's label, branding
// by its field's label, the other parts by their group's heading. Only keys of the console's text
// namespace are named here (without the namespace); the screen translates them (OperatorConsole
// consoleFailure), as it does every failure key.

/** The parts of a configuration change a bounds refusal can name (server/backoffice/configBounds.ts). */
export const BOUNDS_PARTS = ['settings', 'payments', 'branding', 'profile', 'licence', 'languages'] as const;
type BoundsPart = (typeof BOUNDS_PARTS)[number];

/** The console heading of each part named by its group. */
const PART_GROUP: Record<Exclude<BoundsPart, 'settings' | 'payments' | 'branding'>, string> = {
  profile: 'group_venue',
  licence: 'group_mode',
  languages: 'group_languages',
};

/** The payment entry columns the console labels (the rest are named by their key). */
const PAYMENT_COLUMNS: Readonly<Record<string, string>> = { rate: 'pay_rate', surcharge: 'pay_surcharge' };

/** A text key with its values; `parts` are values that are themselves text keys (translated first). */
export type SettingWords = { key: string; values: Record<string, string | number>; parts?: Record<string, string> };

const isPart = (p: string): p is BoundsPart => (BOUNDS_PARTS as readonly string[]).includes(p);

/** The words for a field; an unknown field is shown as it is (bounds_raw). */
export function boundsSetting(field: string): SettingWords {
  const [part = '', ...rest] = field.split('.');
  const key = rest.join('.');
  if (!isPart(part) || !key) return { key: 'bounds_raw', values: { field } };
  if (part === 'settings') return { key: 'bounds_setting', values: { key } };
  if (part === 'branding') return { key: 'branding_field', values: { key } };
  if (part === 'payments') {
    const [index = '', column = '', ...more] = rest;
    const n = Number(index) + 1;
    const label = more.length ? undefined : PAYMENT_COLUMNS[column];
    return label
      ? { key: 'bounds_payment', values: { n }, parts: { column: label } }
      : { key: 'bounds_payment', values: { n, column: [column, ...more].join('.') } };
  }
  return { key: 'bounds_part', values: { key }, parts: { group: PART_GROUP[part] } };
}
