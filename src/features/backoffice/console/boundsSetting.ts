// The configuration value a config.bounds refusal names (its `field`: settings.sessionExpire,
// payments.0.rate, branding.name ...) in the words the console shows beside it: a setting by the key
// it is listed under, a payment method's rate or surcharge by its number and the column's label,
// branding by its field's label, the other parts by their group's heading. The texts are the console's own (backoffice namespace).
import { i18n } from '../../../i18n';

/** The parts of a configuration change a bounds refusal can name (server/backoffice/configBounds.ts). */
export const BOUNDS_PARTS = ['settings', 'payments', 'branding', 'profile', 'licence', 'languages'] as const;
type BoundsPart = (typeof BOUNDS_PARTS)[number];

/** The console heading of each part other than settings and payments. */
const PART_GROUP: Record<Exclude<BoundsPart, 'settings' | 'payments' | 'branding'>, string> = {
  profile: 'group_venue',
  licence: 'group_mode',
  languages: 'group_languages',
};

/** The payment entry columns the console labels (the rest are named by their key). */
const PAYMENT_COLUMNS: Record<string, string> = { rate: 'pay_rate', surcharge: 'pay_surcharge' };

const isPart = (p: string): p is BoundsPart => (BOUNDS_PARTS as readonly string[]).includes(p);

/** The value's name in the current language; an unknown field comes back as it is. */
export function boundsSetting(field: string): string {
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`backoffice.${key}`, values);
  const [part = '', ...rest] = field.split('.');
  const key = rest.join('.');
  if (!isPart(part) || !key) return field;
  if (part === 'settings') return t('bounds_setting', { key });
  if (part === 'payments') {
    const [index = '', column = '', ...more] = rest;
    const label = PAYMENT_COLUMNS[column] && !more.length ? t(PAYMENT_COLUMNS[column]) : [column, ...more].join('.');
    return t('bounds_payment', { n: Number(index) + 1, column: label });
  }
  if (part === 'branding') return t('branding_field', { key }); // the branding fields' own labels
  return t('bounds_part', { group: t(PART_GROUP[part]), key });
}
