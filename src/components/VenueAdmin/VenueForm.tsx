// "New venue" (platform administrator only): names in both languages, web address id, template,
// currency and time zone. The server's refusal is shown in words next to the field it names; on
// success the browser goes to the new venue's console.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import {
  createVenue,
  venueProblem,
  type NewVenue,
  type VenueProblem,
  type VenueTemplate,
} from '../../features/backoffice';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { formStyles } from '../../ui/Field';
import { venueFailure } from './venueFailure';
import styles from './VenueAdmin.module.css';

/** Which field each refusal belongs next to. */
const FIELD_OF: Partial<Record<VenueProblem, keyof NewVenue>> = {
  name: 'nameEn',
  shopId: 'shopId',
  taken: 'shopId',
  template: 'template',
  currency: 'currency',
  timeZone: 'timeZone',
};

const localZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

interface Props {
  templates: VenueTemplate[];
  currencies: string[];
  /** Where the new venue's console is (the default goes there with a full page load). */
  onCreated?: (shopId: string) => void;
}

export function VenueForm({ templates, currencies, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb';
  const [v, setV] = useState<NewVenue>({
    nameEn: '',
    nameZh: '',
    shopId: '',
    template: templates[0]?.id ?? '',
    currency: currencies.includes('HKD') ? 'HKD' : (currencies[0] ?? ''),
    timeZone: localZone(),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof NewVenue, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: keyof NewVenue) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<keyof NewVenue, string>> = {};
    for (const k of ['nameEn', 'nameZh', 'shopId', 'timeZone'] as const)
      if (!v[k].trim()) missing[k] = t('venues.required');
    setErrors(missing);
    setFailure('');
    if (Object.keys(missing).length) {
      document.getElementById(`venue-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await createVenue({ ...v, shopId: v.shopId.trim().toLowerCase() });
      if (onCreated) onCreated(r.shopId);
      else window.location.assign(`/merchant/${encodeURIComponent(r.shopId)}/console`);
    } catch (err) {
      const problem = venueProblem(err);
      if (problem && FIELD_OF[problem]) {
        const field = FIELD_OF[problem]!;
        setErrors({ [field]: t(`venues.problem_${problem}`) });
        document.getElementById(`venue-${field}`)?.focus();
      } else setFailure(venueFailure(t, err));
    } finally {
      setBusy(false);
    }
  };

  const text = (k: 'nameEn' | 'nameZh' | 'shopId' | 'timeZone', hint?: string) => (
    <Field name={k} id={`venue-${k}`} label={t(`venues.${k}`)} hint={hint} error={errors[k]}>
      {(control) => <input {...control} className={formStyles.input} value={v[k]} onChange={set(k)} />}
    </Field>
  );

  return (
    <Card as="section" aria-labelledby="venue-new-h">
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.page}>
        <h2 id="venue-new-h" className={styles.h2}>
          {t('venues.newTitle')}
        </h2>
        <div className={styles.grid}>
          {text('nameEn')}
          {text('nameZh')}
          {text('shopId', t('venues.shopIdHint'))}
          <Field name="template" id="venue-template" label={t('venues.template')} error={errors.template}>
            {(control) => (
              <select {...control} className={formStyles.input} value={v.template} onChange={set('template')}>
                {templates.map((tp) => (
                  <option key={tp.id} value={tp.id}>
                    {tp.name[lang]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="currency" id="venue-currency" label={t('venues.currency')} error={errors.currency}>
            {(control) => (
              <select {...control} className={formStyles.input} value={v.currency} onChange={set('currency')}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('timeZone', t('venues.timeZoneHint'))}
        </div>
        {failure ? (
          <Alert as="p" tone="danger">
            {failure}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? t('venues.creating') : t('venues.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
