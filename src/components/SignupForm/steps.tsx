// The mobile and code steps shared by sign-up, SMS login and forgot password (spec 5: a 4-digit
// code, a 120 s countdown before it can be sent again). MobileStep asks for the number and sends
// the code; CodeStep takes the code, counts down and offers "Resend code" when the countdown ends.
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { VERIFICATION_CODE_LENGTH, validateMobile, validateVerificationCode } from '../../domain';
import { accounts, codeCooldownUntil, requestCode, useCountdown, type CodePurpose } from '../../features/accounts';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import type { FirstUseProps } from '../../ui/Field/FormOnFirstUse';
import { messageOf } from './refusals';
import styles from './SignupForm.module.css';
import { Status } from '../../ui/Status/Status';

export { ACCOUNT_REFUSALS, messageOf, outcomeRefusal } from './refusals';

interface MobileValues {
  mobile: string;
}
const mobileRule = domainRule(validateMobile);

export interface MobileStepProps {
  purpose: CodePurpose;
  idPrefix: string;
  defaultMobile?: string;
  /** Checked before the code is sent; a message refuses the number (sign-up: already registered). */
  check?: (mobile: string) => Promise<string | null>;
  onSent: (mobile: string) => void;
}

export function MobileStep({
  purpose,
  idPrefix,
  defaultMobile = '',
  check,
  onSent,
  initial,
}: MobileStepProps & FirstUseProps) {
  const { t } = useTranslation();
  const form = useForm<MobileValues>({
    defaultValues: { mobile: initial?.mobile ?? defaultMobile },
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting;
  const submit = async ({ mobile }: MobileValues) => {
    try {
      const refused = check ? await check(mobile) : null;
      if (refused) return showRefusal(form, { message: refused });
      await requestCode(purpose, mobile);
      onSent(mobile.trim());
    } catch (e) {
      showRefusal(form, { message: messageOf(e) });
    }
  };
  return (
    <Form form={form} onValid={submit} className={styles.form} aria-busy={busy}>
      <TextField<MobileValues>
        name="mobile"
        id={`${idPrefix}-mobile`}
        label={t('account.mobile')}
        hint={t('account.mobileHint')}
        rules={{ validate: mobileRule }}
        input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 }}
      />
      <FormAlert id={`${idPrefix}-mobile-error`} />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t('account.sendingCode') : t('account.sendCode')}
      </button>
    </Form>
  );
}

interface CodeValues {
  code: string;
}
const codeRule = domainRule(validateVerificationCode);

export interface CodeStepProps {
  purpose: CodePurpose;
  idPrefix: string;
  mobile: string;
  submitLabel: string;
  busyLabel: string;
  /** Uses the code; rejects with the call error of its refusal (ApiError) to show on the code field's form. */
  onCode: (code: string) => Promise<void>;
  onChangeMobile: () => void;
}

export function CodeStep({ purpose, idPrefix, mobile, submitLabel, busyLabel, onCode, onChangeMobile }: CodeStepProps) {
  const { t } = useTranslation();
  useSnapshot(accounts); // the cool-down moves when a code is sent again
  const seconds = useCountdown(codeCooldownUntil(purpose, mobile));
  const form = useForm<CodeValues>({ defaultValues: { code: '' }, shouldFocusError: false });
  const busy = form.formState.isSubmitting;
  const submit = async ({ code }: CodeValues) => {
    try {
      await onCode(code);
    } catch (e) {
      showRefusal(form, { message: messageOf(e) });
    }
  };
  const resend = async () => {
    form.clearErrors();
    try {
      await requestCode(purpose, mobile);
    } catch (e) {
      showRefusal(form, { message: messageOf(e) });
    }
  };
  return (
    <Form form={form} onValid={submit} className={styles.form} aria-busy={busy}>
      <Status as="p" className={styles.note}>
        {t('account.codeSent', { mobile })}
      </Status>
      <TextField<CodeValues>
        name="code"
        id={`${idPrefix}-code`}
        label={t('account.code')}
        hint={t('account.codeHint')}
        rules={{ validate: codeRule }}
        normalise={(s) => s.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH)}
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: VERIFICATION_CODE_LENGTH }}
      />
      <FormAlert id={`${idPrefix}-code-error`} />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={() => void resend()} disabled={seconds > 0}>
          {seconds > 0 ? t('account.resendIn', { seconds }) : t('account.resendCode')}
        </button>
        <button type="button" className={styles.secondary} onClick={onChangeMobile}>
          {t('account.changeMobile')}
        </button>
      </div>
    </Form>
  );
}
