// Sign in by SMS (spec 7 /account/loginbysms): the mobile, then the 4-digit code (120 s countdown,
// resend). Spec 4's login rules hold (src/state/auth.ts completeLogin): an unknown mobile shows 'No
// account found' (type 2), no answer 'Connecion Failed' (type 1). Then what follows a sign-in
// loads and the visitor goes to the `redirect` query parameter or the family's home.
import { useState } from 'react';
import { useStepFocus } from '../../shared/hooks/useStepFocus';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { afterSignIn, smsLogin } from '../../features/accounts';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { LOGIN_TOAST_MS, showToast } from '../../state/ui';
import { safeRedirect } from '../LoginForm/safeRedirect';
import { CodeStep, MobileStep } from '../SignupForm/firstUseSteps';
import { outcomeRefusal } from '../SignupForm/refusals';
import styles from './SmsLoginForm.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { SmsLoginFormProps } from '../../generated/component-props';

export default function SmsLoginForm(_props: SmsLoginFormProps & EngineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { family, base } = useFamily();
  const [mobile, setMobile] = useState<string | null>(null);
  const signIn = async (code: string) => {
    const out = await smsLogin(mobile!, code);
    if (!out.ok) throw outcomeRefusal(out);
    await afterSignIn();
    showToast('account.loginSuccess', { tone: 'success', position: 'center', duration: LOGIN_TOAST_MS });
    const wanted = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    navigate(wanted ?? (familyHomePath(family, base) || '/'), { replace: true });
  };
  // Each step change: its first field takes the focus, clear of the sticky header.
  const steps = useStepFocus<HTMLDivElement>(mobile !== null, { firstField: true });
  return (
    <div className={styles.wrap} ref={steps}>
      {mobile === null ? (
        <MobileStep purpose="login" idPrefix="sms" onSent={setMobile} />
      ) : (
        <CodeStep
          purpose="login"
          idPrefix="sms"
          mobile={mobile}
          submitLabel={t('account.signIn')}
          busyLabel={t('account.signingIn')}
          onCode={signIn}
          onChangeMobile={() => setMobile(null)}
        />
      )}
    </div>
  );
}
