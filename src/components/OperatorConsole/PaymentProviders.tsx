// The venue's online payment providers (issue 35): per provider, its keys (Stripe: secret key, webhook
// signing secret, methods; PayPal: client ID, secret, webhook ID), a test-mode switch, save and remove.
// Saved secrets are never sent back: the fields stay blank, the saved value shows masked (last four), and
// a blank field keeps it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useUnsavedWork } from '../../shared/hooks';
import { Button } from '../../ui/Button/Button';
import {
  failureText,
  PAYMENT_PROVIDERS,
  providerFailure,
  removePaymentProvider,
  savePaymentProvider,
  STRIPE_METHOD_TYPES,
  usePaymentProviders,
  type PaymentProviderKind,
  type PaymentProvidersResult,
  type PaymentProviderView,
} from '../../features/backoffice';
import { Loading, LoadFailed } from './States';
import styles from './OperatorConsole.module.css';

const FIELDS: Record<
  PaymentProviderKind,
  readonly ('secretKey' | 'webhookSecret' | 'clientId' | 'clientSecret' | 'webhookId')[]
> = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientId', 'clientSecret', 'webhookId'],
};

function ProviderForm({
  shop,
  kind,
  saved,
  onSaved,
  announce,
}: {
  shop: string;
  kind: PaymentProviderKind;
  saved: PaymentProviderView | undefined;
  onSaved: (providers: PaymentProvidersResult['providers']) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [testMode, setTestMode] = useState(saved?.testMode ?? true);
  const [methods, setMethods] = useState<string[]>(saved?.methods ?? ['card']);
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Typed keys, or a test mode or methods other than the saved ones, are lost by leaving: ask first.
  const savedMethods = saved?.methods ?? ['card'];
  useUnsavedWork(
    Object.values(values).some((v) => v !== '') ||
      testMode !== (saved?.testMode ?? true) ||
      methods.length !== savedMethods.length ||
      methods.some((m) => !savedMethods.includes(m)),
  );
  const id = (f: string) => `pay-${kind}-${f}`;
  const act = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      const p = providerFailure(e);
      if (p) setFailure({ text: t(`backoffice.${p.key}`), field: p.field });
      else {
        const f = failureText(e);
        setFailure({ text: t(`backoffice.${f.key}`, f.values) });
      }
    } finally {
      setBusy(false);
    }
  };
  const save = (ev: FormEvent) => {
    ev.preventDefault();
    void act(async () => {
      const r = await savePaymentProvider(shop, {
        provider: kind,
        testMode,
        ...values,
        ...(kind === 'stripe' ? { methods } : {}),
      });
      setValues({});
      onSaved(r.providers);
      announce(t('backoffice.pay_saved', { name: t(`backoffice.pay_name_${kind}`) }));
    });
  };
  const remove = () =>
    act(async () => {
      const r = await removePaymentProvider(shop, kind);
      onSaved(r.providers);
      announce(t('backoffice.pay_removed', { name: t(`backoffice.pay_name_${kind}`) }));
    });
  const errorFor = (f: string) => (failure?.field === f ? failure.text : '');
  return (
    <form className={styles.card} onSubmit={save} aria-labelledby={id('title')} data-provider={kind}>
      <h2 className={styles.h2} id={id('title')}>
        {t(`backoffice.pay_name_${kind}`)}
      </h2>
      <p className={styles.muted} role="status">
        {saved
          ? t(saved.testMode ? 'backoffice.pay_setUpTest' : 'backoffice.pay_setUpLive')
          : t('backoffice.pay_notSetUp')}
      </p>
      {FIELDS[kind].map((f) => {
        const masked = saved?.[f] ?? '';
        const err = errorFor(f);
        return (
          <p key={f}>
            <label htmlFor={id(f)}>{t(`backoffice.pay_field_${f}`)}</label>
            <br />
            <input
              id={id(f)}
              name={f}
              type={f === 'clientId' || f === 'webhookId' ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={values[f] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
              aria-invalid={err ? true : undefined}
              aria-describedby={`${id(f)}-hint${err ? ` ${id(f)}-error` : ''}`}
            />
            <br />
            <span className={styles.muted} id={`${id(f)}-hint`}>
              {masked ? t('backoffice.pay_savedAs', { masked }) : t(`backoffice.pay_hint_${f}`)}
            </span>
            {err ? (
              <span className={styles.failure} id={`${id(f)}-error`}>
                {' '}
                {err}
              </span>
            ) : null}
          </p>
        );
      })}
      {kind === 'stripe' ? (
        <fieldset aria-describedby={errorFor('methods') ? id('methods-error') : undefined}>
          <legend>{t('backoffice.pay_methods')}</legend>
          {STRIPE_METHOD_TYPES.map((m) => (
            <label key={m}>
              <input
                type="checkbox"
                checked={methods.includes(m)}
                onChange={(e) => setMethods((ms) => (e.target.checked ? [...ms, m] : ms.filter((x) => x !== m)))}
              />{' '}
              {t(`backoffice.pay_method_${m}`)}{' '}
            </label>
          ))}
          {errorFor('methods') ? (
            <p className={styles.failure} id={id('methods-error')}>
              {errorFor('methods')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <p>
        <label>
          <input type="checkbox" checked={testMode} onChange={(e) => setTestMode(e.target.checked)} />{' '}
          {t('backoffice.pay_testMode')}
        </label>
        <br />
        <span className={styles.muted}>{t(`backoffice.pay_testModeHint_${kind}`)}</span>
      </p>
      {failure && !failure.field ? (
        <p className={styles.failure} role="alert">
          {failure.text}
        </p>
      ) : failure ? (
        <p className={styles.failure} role="alert">
          {t('backoffice.pay_checkFields')}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('backoffice.pay_save', { name: t(`backoffice.pay_name_${kind}`) })}
      </Button>{' '}
      {saved ? (
        <Button type="button" variant="dangerOutline" busy={busy} onClick={() => void remove()}>
          {t('backoffice.pay_remove', { name: t(`backoffice.pay_name_${kind}`) })}
        </Button>
      ) : null}
    </form>
  );
}

export function PaymentProviders({ shop, announce }: { shop: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const list = usePaymentProviders(shop);
  if (list.error) return <LoadFailed retry={() => void list.mutate()} error={list.error} />;
  if (!list.data) return <Loading />;
  const data = list.data;
  const set = (providers: PaymentProvidersResult['providers']) =>
    void list.mutate({ ...data, providers }, { revalidate: false });
  return (
    <>
      <p className={styles.muted}>{t('backoffice.pay_intro')}</p>
      {!data.canStore ? (
        <p className={styles.failure} role="alert">
          {t('backoffice.pay_noKey')}
        </p>
      ) : (
        PAYMENT_PROVIDERS.map((k) => {
          const saved = data.providers.find((p) => p.provider === k);
          return (
            <ProviderForm
              key={`${k}-${saved ? `${saved.testMode}-${saved.methods.join()}` : 'none'}`}
              shop={shop}
              kind={k}
              saved={saved}
              onSaved={set}
              announce={announce}
            />
          );
        })
      )}
    </>
  );
}
