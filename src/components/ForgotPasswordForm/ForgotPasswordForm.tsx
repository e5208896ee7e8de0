// Forgot password (spec 7 /account/resetPwd): the mobile, its 4-digit code (120 s countdown,
// resend), then a new password with the strength meter and the weak warning. The code is checked
// before the password step and used by the reset, which ends every session of the account; then
// the visitor signs in with the new password.
import { useState } from 'react';
import { useStepFocus } from '../../shared/hooks/useStepFocus';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { resetPassword, verifyCode } from '../../features/accounts';
import { useTarget } from '../../engine/runtime/family';
import { showToast } from '../../state/ui';
import { CodeStep, MobileStep } from '../SignupForm/firstUseSteps';
import { PasswordStep } from '../SignupForm/PasswordStep';
import styles from './ForgotPasswordForm.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { ForgotPasswordFormProps } from '../../generated/component-props';

export default function ForgotPasswordForm({ loginTo = 'login' }: ForgotPasswordFormProps & EngineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useTarget(loginTo);
  const [mobile, setMobile] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const reset = async (password: string) => {
    await resetPassword(mobile!, code!, password);
    showToast('account.resetDone', { tone: 'success', position: 'center', duration: 4000 });
    navigate(login, { replace: true });
  };
  // Each step change: its first field takes the focus, clear of the sticky header.
  const steps = useStepFocus<HTMLDivElement>(`${mobile !== null}:${code !== null}`, { firstField: true });
  return (
    <div className={styles.wrap} ref={steps}>
      {mobile === null ? <MobileStep purpose="reset" idPrefix="reset" onSent={setMobile} /> : null}
      {mobile !== null && code === null ? (
        <CodeStep
          purpose="reset"
          idPrefix="reset"
          mobile={mobile}
          submitLabel={t('account.next')}
          busyLabel={t('account.verifying')}
          onCode={async (c) => {
            await verifyCode(mobile, c);
            setCode(c);
          }}
          onChangeMobile={() => setMobile(null)}
        />
      ) : null}
      {mobile !== null && code !== null ? (
        <PasswordStep
          idPrefix="reset"
          submitLabel={t('account.setPassword')}
          busyLabel={t('account.settingPassword')}
          onPassword={reset}
        />
      ) : null}
      <RouterLink to={login} className={styles.link}>
        {t('account.backToSignIn')}
      </RouterLink>
    </div>
  );
}
