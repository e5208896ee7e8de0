// Sign in (spec 4 "Login", spec 5 fields, spec 8 notices): user name (mobile or e-mail) and
// password (at most 20 characters). Empty fields show the login-empty rule; the login transition
// of src/state/auth.ts signs in; a refusal shows the server's message, an unknown account 'No
// account found', a missing response 'Connecion Failed'. On success: the login notice centred for
// 2000 ms, then the `redirect` query parameter (same-origin relative paths only) or the family home.
// Loaded on the form's first use (LoginForm): until then StillLoginForm draws the same markup.
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { validateLogin } from '../../domain';
import { OK } from '../../domain';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import type { FirstUseProps } from '../../ui/Field/FormOnFirstUse';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { LoginLinks, loginFields } from './loginParts';
import { safeRedirect } from './safeRedirect';
import { login } from '../../state/auth';
import { app, user } from '../../state/stores';
import { afterSignIn } from '../../features/accounts';
import { LOGIN_TOAST_MS, showToast } from '../../state/ui';
import styles from './LoginForm.module.css';
import type { LoginFormProps } from '../../generated/component-props';

/** The console path for an administrator (loaded only for one: the back office stays out of the login chunk). */
const landingFor = (shop: string): Promise<string | null> =>
  import('../../features/backoffice').then((b) => b.adminLanding(shop)).catch(() => null);

interface LoginValues {
  userName: string;
  password: string;
}

/** Spec 5's login rule on the first empty field only, so the one message shows once, where it applies. */
const userRule = domainRule((v: string, all: LoginValues) => (v.trim() ? OK : validateLogin(v, all.password)));
const passwordRule = domainRule((v: string, all: LoginValues) =>
  all.userName.trim() ? validateLogin(all.userName, v) : OK,
);

export function LiveLoginForm({
  signupTo = 'signup',
  forgotTo = 'forgotpassword',
  pro = false,
  accountLinks = true,
  initial,
}: LoginFormProps & FirstUseProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { family, base } = useFamily();
  const fields = loginFields(t);
  const form = useForm<LoginValues>({
    defaultValues: { userName: initial?.userName ?? '', password: initial?.password ?? '' },
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting;

  const submit = async ({ userName, password }: LoginValues) => {
    // quiet: the refusal is shown once, inline (the form's alert), not also as a toast.
    const out = await login({ userName: userName.trim(), password }, { pro, quiet: true });
    if (!out.ok) {
      showRefusal(form, { message: out.message });
      return;
    }
    // The member card, member point settings and franchisee card of spec 4 follow every sign-in.
    await afterSignIn();
    showToast('account.loginSuccess', { tone: 'success', position: 'center', duration: LOGIN_TOAST_MS });
    const wanted = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    // An administrator of this venue (or the platform's) lands on its console, not the merchant home.
    const consolePath = !wanted && user.details.admin === 1 ? await landingFor(app.shop) : null;
    navigate(wanted ?? consolePath ?? (familyHomePath(family, base) || '/'), { replace: true });
  };

  return (
    <Form form={form} onValid={submit} className={styles.form} aria-busy={busy}>
      <TextField<LoginValues> {...fields.userName} rules={{ validate: userRule }} />
      <TextField<LoginValues> {...fields.password} rules={{ validate: passwordRule }} />
      <FormAlert id="login-error" />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t('account.signingIn') : t('account.signIn')}
      </button>
      {accountLinks ? <LoginLinks signupTo={signupTo} forgotTo={forgotTo} /> : null}
    </Form>
  );
}
