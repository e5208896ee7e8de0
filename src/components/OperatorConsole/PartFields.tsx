// The console's fields outside the settings object, checked as /pro/lot/config/update checks them:
// the licence (mode and licence group), the venue's languages, its payment methods with their
// surcharges, its trading hours, and its branding and theme choice.
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { Field, FieldError, TextField, formStyles, useFieldState } from '../../ui/Field';
import { PAYMENT_SURCHARGE_TYPES, WEEK, type DraftValues } from '../../features/backoffice';
import { usePaymentName } from '../../features/ordering';
import { BUILT_IN_PAYMENTS, reservationEnabled } from '../../domain';
import { SwitchInput } from './SettingInput';
import { ClosureFields } from './ClosureFields';
import styles from './OperatorConsole.module.css';

function Select({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label}>
      {(control) => (
        <select {...control} {...register(name)} className={formStyles.input}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The licence. The platform administrator sets it (status and the licences string); a venue
 * administrator reads it in words and never edits a licence string (the server refuses the change).
 */
export function LicenceFields({ platformAdmin }: { platformAdmin: boolean }) {
  const { t } = useTranslation();
  const { watch } = useFormContext<DraftValues>();
  const gtm = (
    <TextField name="licence.gtmCode" label={t('backoffice.licence_gtmCode')} input={{ autoComplete: 'off' }} />
  );
  if (!platformAdmin) {
    const open = String(watch('licence.status')) === '1';
    const licences = String(watch('licence.licenses') ?? '');
    return (
      <>
        <div className={formStyles.group} data-field="licence">
          <p className={formStyles.legend}>{t('backoffice.licence_status')}</p>
          <ul className={styles.licenceWords}>
            <li>{t(open ? 'backoffice.licence_orderingOpen' : 'backoffice.licence_orderingClosed')}</li>
            <li>
              {t(
                reservationEnabled(licences) ? 'backoffice.licence_reservationOn' : 'backoffice.licence_reservationOff',
              )}
            </li>
          </ul>
          <p className={formStyles.hint}>{t('backoffice.licence_readOnly')}</p>
        </div>
        {gtm}
      </>
    );
  }
  return (
    <>
      <Select
        name="licence.status"
        label={t('backoffice.licence_status')}
        options={[
          { value: '1', label: t('backoffice.licence_active') },
          { value: '0', label: t('backoffice.licence_inactive') },
        ]}
      />
      <TextField
        name="licence.licenses"
        label={t('backoffice.licence_licenses')}
        input={{ autoComplete: 'off', inputMode: 'numeric' }}
      />
      {gtm}
    </>
  );
}

/** The venue's own language entries (code and name): which stay offered. */
export function VenueLanguages({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DraftValues>();
  const { field } = useController({ name: 'languages', control });
  const state = useFieldState('languages');
  const chosen: string[] = field.value ?? [];
  return (
    <fieldset className={formStyles.group} data-field="languages">
      <legend className={formStyles.legend}>{t('backoffice.venueLanguages')}</legend>
      <div className={styles.choiceRow}>
        {codes.map((c) => (
          <label key={c} className={formStyles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(c)}
              onChange={(e) =>
                field.onChange(
                  e.target.checked ? codes.filter((x) => x === c || chosen.includes(x)) : chosen.filter((x) => x !== c),
                )
              }
            />{' '}
            {c}
          </label>
        ))}
      </div>
      <FieldError id={state.errorId} message={state.error} />
    </fieldset>
  );
}

/** One payment method: offered, its surcharge on or off, a percentage or a fixed amount in dollars. */
function PaymentEntry({ i }: { i: number }) {
  const { t } = useTranslation();
  const { getValues, watch } = useFormContext<DraftValues>();
  const p = getValues(`payments.${i}`);
  const nameOf = usePaymentName(true);
  const sys = BUILT_IN_PAYMENTS.find((b) => b.payment === p.payment.toLowerCase())?.payment ?? '';
  const percent = watch(`payments.${i}.surchargeType`) === '1';
  const on = watch(`payments.${i}.surcharge`);
  return (
    <fieldset className={formStyles.group} data-field={`payments.${i}`}>
      <legend className={formStyles.legend}>{nameOf({ sys, name: p.name })}</legend>
      <p className={formStyles.hint}>{t('backoffice.pay_help')}</p>
      <SwitchInput name={`payments.${i}.visible`} label={t('backoffice.pay_visible')} />
      <SwitchInput name={`payments.${i}.surcharge`} label={t('backoffice.pay_surchargeOn')} />
      {on ? (
        <>
          <Select
            name={`payments.${i}.surchargeType`}
            label={t('backoffice.pay_surchargeType')}
            options={PAYMENT_SURCHARGE_TYPES.map((v) => ({
              value: v,
              label: v === '1' ? t('backoffice.pay_percent') : t('backoffice.pay_fixed'),
            }))}
          />
          <TextField
            name={`payments.${i}.rate`}
            label={percent ? t('backoffice.pay_percentValue') : t('backoffice.pay_fixedValue')}
            input={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
        </>
      ) : null}
      <p className={styles.keyLine}>{t('backoffice.storedAs', { key: `payments.${i} (${p.payment})` })}</p>
    </fieldset>
  );
}

export function PaymentFields({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return <p className={formStyles.hint}>{t('backoffice.noPayments')}</p>;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <PaymentEntry key={i} i={i} />
      ))}
    </>
  );
}

export function HoursFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="hours.tz" label={t('backoffice.hours_tz')} input={{ autoComplete: 'off' }} />
      {WEEK.map((d) => (
        <TextField
          key={d}
          name={`hours.days.${d}`}
          label={t('backoffice.hours_day', { day: t(`backoffice.day_${d}`) })}
          input={{ autoComplete: 'off' }}
        />
      ))}
      <TextField name="hours.closedDates" label={t('backoffice.hours_closedDates')} input={{ autoComplete: 'off' }} />
      <TextField
        name="hours.closedMessage"
        label={t('backoffice.hours_closedMessage')}
        input={{ autoComplete: 'off' }}
      />
      <ClosureFields />
    </>
  );
}

export function BrandingFields({ keys, themes }: { keys: string[]; themes: string[] }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<DraftValues>();
  return (
    <>
      <Select
        name="theme"
        label={t('backoffice.theme')}
        options={themes.map((id) => ({ value: id, label: t(`backoffice.theme_${id}`, { defaultValue: id }) }))}
      />
      {keys.map((k) =>
        typeof getValues(`branding.${k}`) === 'boolean' ? (
          <SwitchInput key={k} name={`branding.${k}`} label={t('backoffice.branding_field', { key: k })} />
        ) : (
          <TextField
            key={k}
            name={`branding.${k}`}
            label={t('backoffice.branding_field', { key: k })}
            input={{ autoComplete: 'off' }}
          />
        ),
      )}
    </>
  );
}
