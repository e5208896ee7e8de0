// Sign up (issue 16; spec 5): the mobile, then its 4-digit code (120 s countdown, resend), then the
// terms (and optional names and e-mail), then the password with the strength meter and the weak
// warning. Sign-up needs a verified phone (the code is checked before the terms) and accepted terms.
// The registration signs the new account in (spec 4's login rules), loads what follows a sign-in
// and goes to the `redirect` query parameter (same-origin paths only) or the family's home.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStepFocus } from '../../shared/hooks/useStepFocus';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { afterSignIn, isRegistered, registerAccount, verifyCode } from '../../features/accounts';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import { LOGIN_TOAST_MS, showToast } from '../../state/ui';
import { safeRedirect } from '../LoginForm/safeRedirect';
import { CodeStep, MobileStep } from './firstUseSteps';
import { outcomeRefusal } from './refusals';
import type { TermsValues } from './TermsStep';
import styles from './SignupForm.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { SignupFormProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

type Step = 'mobile' | 'code' | 'terms' | 'password';
const STEPS: Step[] = ['mobile', 'code', 'terms', 'password'];
const STEP_NAME: Record<Step, string> = {
  mobile: 'account.stepMobile',
  code: 'account.stepCode',
  terms: 'account.stepTerms',
  password: 'account.stepPassword',
};

// The terms step (a Radix checkbox) and the password step (the strength meter) load once the code is
// asked for, not with the first step.
const loadTerms = () => import('./TermsStep');
const loadPassword = () => import('./PasswordStep').then((m) => ({ default: m.PasswordStep }));
const TermsStep = lazy(loadTerms);
const PasswordStep = lazy(loadPassword);

export default function SignupForm({
  loginTo = 'login',
  termsTo = 'terms',
  privacyTo = 'privacy',
}: SignupFormProps & EngineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { family, base } = useFamily();
  const login = useTarget(loginTo);
  const terms = useTarget(termsTo);
  const privacy = useTarget(privacyTo);
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [details, setDetails] = useState<TermsValues | null>(null);
  // Each new step is announced and takes the focus, so keyboard and screen-reader users follow; it
  // comes below the sticky header (the password step's field and button in view).
  const heading = useStepFocus<HTMLParagraphElement>(step);

  useEffect(() => {
    if (step !== 'mobile') {
      void loadTerms().catch(() => undefined);
      void loadPassword().catch(() => undefined);
    }
  }, [step]);

  const checkNew = async (m: string) => ((await isRegistered(m)) ? 'account.mobileRegistered' : null);
  const create = async (password: string) => {
    if (!details) return;
    const out = await registerAccount({
      mobile,
      code,
      password,
      acceptTerms: details.terms,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
    });
    if (!out.ok) {
      // A code that expired meanwhile sends the visitor back to ask for a new one.
      throw outcomeRefusal(out);
    }
    await afterSignIn();
    showToast('account.signUpDone', { tone: 'success', position: 'center', duration: LOGIN_TOAST_MS });
    const wanted = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    navigate(wanted ?? (familyHomePath(family, base) || '/'), { replace: true });
  };

  const index = STEPS.indexOf(step) + 1;
  return (
    <div className={styles.form}>
      <p className={styles.step} ref={heading} tabIndex={-1} aria-live="polite">
        {t('account.stepOf', { step: index, total: STEPS.length, name: t(STEP_NAME[step]) })}
      </p>
      {step === 'mobile' ? (
        <MobileStep
          purpose="signup"
          idPrefix="signup"
          defaultMobile={mobile}
          check={checkNew}
          onSent={(m) => {
            setMobile(m);
            setStep('code');
          }}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          purpose="signup"
          idPrefix="signup"
          mobile={mobile}
          submitLabel={t('account.verifyCode')}
          busyLabel={t('account.verifying')}
          onCode={async (c) => {
            await verifyCode(mobile, c);
            setCode(c);
            setStep('terms');
          }}
          onChangeMobile={() => setStep('mobile')}
        />
      ) : null}
      <Suspense fallback={<Status as="p">{t('account.loadingStep')}</Status>}>
        {step === 'terms' ? (
          <TermsStep
            details={details}
            terms={terms}
            privacy={privacy}
            onDone={(v) => {
              setDetails(v);
              setStep('password');
            }}
          />
        ) : null}
        {step === 'password' ? (
          <PasswordStep
            idPrefix="signup"
            submitLabel={t('account.createAccount')}
            busyLabel={t('account.creating')}
            onPassword={create}
            extra={
              <button type="button" className={styles.secondary} onClick={() => setStep('terms')}>
                {t('account.back')}
              </button>
            }
          />
        ) : null}
      </Suspense>
      <RouterLink to={login} className={styles.link}>
        {t('account.haveAccount')}
      </RouterLink>
    </div>
  );
}
