// A new password with spec 5's strength meter (-1 empty, 0 weak, 1 medium, 2 strong) and the weak,
// dictionary-based warning: the first submit of a weak password shows the warning and turns the
// button into "Use this password anyway"; a second submit goes on (spec 5: the user may proceed).
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import {
  passwordRules,
  passwordStrength,
  passwordWarning,
  validateNewPassword,
  validatePassword,
  type PasswordStrength,
} from '../../domain';
import { OK } from '../../domain';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import { messageOf } from './refusals';
import styles from './SignupForm.module.css';
import { Alert } from '../../ui/Alert/Alert';

export function StrengthMeter({ level, id }: { level: PasswordStrength; id: string }) {
  const { t } = useTranslation();
  const name = t(`account.strength${level}`);
  return (
    <div className={styles.meter}>
      <div className={styles.bars} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className={styles.bar}
            data-on={level >= i && level >= 0 ? 'true' : 'false'}
            data-level={level}
          />
        ))}
      </div>
      <p id={id} className={styles.muted} aria-live="polite">
        {t('account.strengthLabel')}: {name}
      </p>
    </div>
  );
}

interface PasswordValues {
  password: string;
  oldPassword: string;
}
const newRule = domainRule(validateNewPassword);
/** The current password is only required: an old one may break today's rules. */
const currentRule = domainRule((v: string) => (v ? OK : validatePassword(v)));

function Meter({ control, id }: { control: Control<PasswordValues>; id: string }) {
  const pw = useWatch({ control, name: 'password' });
  return <StrengthMeter level={passwordStrength(pw)} id={id} />;
}

export interface PasswordStepProps {
  idPrefix: string;
  submitLabel: string;
  busyLabel: string;
  /** Ask for the current password too (change password). */
  withCurrent?: boolean;
  /** Uses the password; rejects with the call error of its refusal (ApiError) to show in the form. */
  onPassword: (password: string, current: string) => Promise<void>;
  /** Drawn above the submit button (sign-up's back button). */
  extra?: ReactNode;
  /** Empties the fields after a success (change password stays on screen). */
  resetOnSuccess?: boolean;
}

export function PasswordStep({
  idPrefix,
  submitLabel,
  busyLabel,
  withCurrent,
  onPassword,
  extra,
  resetOnSuccess,
}: PasswordStepProps) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({ defaultValues: { password: '', oldPassword: '' }, shouldFocusError: false });
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const pw = useWatch({ control: form.control, name: 'password' });
  const warned = warnedFor !== null && warnedFor === pw;
  const submit = async ({ password, oldPassword }: PasswordValues) => {
    if (!passwordWarning(password).ok && warnedFor !== password) {
      setWarnedFor(password);
      return;
    }
    try {
      await onPassword(password, oldPassword);
      setWarnedFor(null);
      if (resetOnSuccess) form.reset();
    } catch (e) {
      showRefusal(form, { message: messageOf(e) });
    }
  };
  return (
    <Form form={form} onValid={submit} className={styles.form} aria-busy={busy}>
      {withCurrent ? (
        <TextField<PasswordValues>
          name="oldPassword"
          id={`${idPrefix}-current`}
          label={t('account.currentPassword')}
          rules={{ validate: currentRule }}
          input={{ type: 'password', autoComplete: 'current-password', maxLength: 64 }}
        />
      ) : null}
      <TextField<PasswordValues>
        name="password"
        id={`${idPrefix}-password`}
        label={t('account.newPassword')}
        hint={t('account.newPasswordHint')}
        rules={{ validate: newRule }}
        input={{ type: 'password', autoComplete: 'new-password', maxLength: passwordRules.maxLength }}
      />
      <Meter control={form.control} id={`${idPrefix}-strength`} />
      {warned ? (
        <Alert as="p" tone="none" className={styles.warning}>
          {t('validation.passwordWeak')}
        </Alert>
      ) : null}
      <FormAlert id={`${idPrefix}-password-error`} />
      {extra}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? busyLabel : warned ? t('account.useAnyway') : submitLabel}
      </button>
    </Form>
  );
}
