// Staff (merchant family, route 'verify'): verify a customer's coupon or voucher of this venue by
// typing the number under its QR code or, where the browser reads QR codes (BarcodeDetector), by
// scanning it with the camera (loaded only when asked for). The server verifies it once
// (/api/voucher/verify): a second verify, an unknown or expired number, or an account that is not
// the venue's staff (403) is refused with its own message. Typed entry is always there.
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { ruleText, titleOf, verifyHeldTicket, type HeldTicket } from '../../features/coupons';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { Form, TextField } from '../../ui/Field';
import styles from '../styles/coupons.module.css';
import own from './VoucherVerify.module.css';
import type { FailureCode } from '../../domain';
import type { EngineProps } from '../../engine/runtime/registry';
import type { VoucherVerifyProps } from '../../generated/component-props';

const CameraScan = lazy(() => import('./CameraScan'));

interface Values {
  ticket: string;
}
type Result = { ok: true; ticket: HeldTicket } | { ok: false; code: FailureCode; number: string };

const TICKET_RE = /^[A-Z0-9]{4,20}$/;
/** What a scanned or typed number becomes: upper case, letters and digits only. */
export const normaliseTicket = (v: string) =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
const REFUSAL_TEXT: Partial<Record<FailureCode, string>> = {
  'coupon.used': 'coupons.verifyUsed',
  'coupon.unknown': 'coupons.verifyUnknown',
  'coupon.expired': 'coupons.verifyExpired',
  'staff.only': 'coupons.verifyStaffOnly',
  network: 'coupons.verifyNetwork',
};

/** The browser reads QR codes itself (Chromium on Android, macOS; not Firefox or desktop Linux). */
const canScan = () =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia;

export default function VoucherVerify({ camera = true }: VoucherVerifyProps & EngineProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const form = useForm<Values>({ defaultValues: { ticket: '' }, shouldFocusError: false });
  const [result, setResult] = useState<Result | null>(null);
  const [scanning, setScanning] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  const busy = form.formState.isSubmitting;

  const verify = async ({ ticket }: Values) => {
    setResult(null);
    const r = await verifyHeldTicket(ticket);
    setResult(r.ok ? { ok: true, ticket: r.value } : { ok: false, code: r.code, number: ticket });
    if (r.ok) form.reset({ ticket: '' });
    // The outcome is announced (status or alert) and takes the focus, so the next scan starts from it.
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const scanned = (value: string) => {
    setScanning(false);
    const ticket = normaliseTicket(value);
    form.setValue('ticket', ticket, { shouldValidate: true });
    if (TICKET_RE.test(ticket)) void form.handleSubmit(verify)();
  };

  const done = result?.ok ? result.ticket : null;
  const rule = done ? ruleText(done, money) : null;
  return (
    <section className={styles.card} aria-labelledby="verify-title" data-testid="voucher-verify">
      <h1 id="verify-title" className={styles.title}>
        {t('coupons.verifyTitle')}
      </h1>
      <p className={styles.muted}>{t('coupons.verifyIntro')}</p>
      {camera && canScan() ? (
        scanning ? (
          <Suspense fallback={<p className={styles.muted}>{t('coupons.loading')}</p>}>
            <CameraScan
              onCode={scanned}
              onStop={() => {
                setScanning(false);
                scanButton.current?.focus();
              }}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            ref={scanButton}
            className={`${styles.action} ${styles.secondary}`}
            onClick={() => {
              setResult(null);
              setScanning(true);
            }}
          >
            {t('coupons.verifyScan')}
          </button>
        )
      ) : null}
      <Form form={form} onValid={verify}>
        <TextField<Values>
          name="ticket"
          label={t('coupons.verifyNumber')}
          hint={t('coupons.verifyNumberHint')}
          rules={{ validate: (v: string) => TICKET_RE.test(v) || t('coupons.verifyNumberInvalid') }}
          normalise={normaliseTicket}
          input={{
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            enterKeyHint: 'go',
            inputMode: 'text',
            maxLength: 20,
            className: styles.mono,
          }}
        />
        <button type="submit" className={styles.action} disabled={busy} aria-disabled={busy}>
          {busy ? t('coupons.verifying') : t('coupons.verifyButton')}
        </button>
      </Form>
      <div
        ref={resultRef}
        tabIndex={-1}
        className={own.result}
        role={result && !result.ok ? 'alert' : 'status'}
        data-testid="verify-result"
      >
        {done && rule ? (
          <div className={styles.facts}>
            <p className={`${styles.badge} ${styles.usable}`}>{t('coupons.verifyDone', { number: done.ticket })}</p>
            <p className={styles.itemTitle}>{titleOf(done, lang)}</p>
            <dl className={styles.facts}>
              <div className={styles.row}>
                <dt>{t('coupons.verifyCustomerItem')}</dt>
                <dd>{t(`couponpick.${rule.key}`, rule.values)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{t('coupons.number')}</dt>
                <dd className={styles.mono}>{done.ticket}</dd>
              </div>
            </dl>
            <p className={styles.muted}>{t('coupons.verifyDoneText')}</p>
          </div>
        ) : result && !result.ok ? (
          <p className={styles.alert}>
            {t(REFUSAL_TEXT[result.code] ?? 'coupons.verifyFailed', { number: result.number })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
