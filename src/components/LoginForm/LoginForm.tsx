// Sign in (spec 4 "Login", spec 5 fields, spec 8 notices): user name (mobile or e-mail) and
// password (at most 20 characters). Empty fields show the login-empty rule; the login transition
// of src/state/auth.ts signs in; a refusal shows the server's message, an unknown account 'No
// account found', a missing response 'Connecion Failed'. On success: the login notice centred for
// 2000 ms, then the `redirect` query parameter (same-origin relative paths only) or the family home.
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation, translateMessage } from '../../i18n';
import { passwordRules, validateLogin } from '../../domain';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import { login } from '../../state/auth';
import { LOGIN_TOAST_MS, showToast } from '../../state/ui';
import styles from './LoginForm.module.css';

export interface LoginFormProps {
  /** Route of the sign-up screen inside the family; default 'signup'. */
  signupTo?: string;
  /** Route of the forgot-password screen inside the family; default 'forgotpassword'. */
  forgotTo?: string;
  /** Sign in through the pro sign-in call (staff apps). */
  pro?: boolean;
}

/** A redirect target only when it is a same-origin relative path ('/x', never '//x' or 'http:'). */
export function safeRedirect(value: string | null): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

export default function LoginForm({ signupTo = 'signup', forgotTo = 'forgotpassword', pro = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { family, base } = useFamily();
  const signup = useTarget(signupTo);
  const forgot = useTarget(forgotTo);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const v = validateLogin(userName, password);
    if (!v.ok) {
      setError(t(v.key, { ...v.values, defaultValue: v.message }));
      document.getElementById(userName.trim() ? 'login-password' : 'login-user')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      // quiet: the refusal is shown once, inline (role=alert), not also as a toast.
      const out = await login({ userName: userName.trim(), password }, { pro, quiet: true });
      if (!out.ok) {
        setError(translateMessage(out.message));
        return;
      }
      showToast('account.loginSuccess', { tone: 'success', position: 'center', duration: LOGIN_TOAST_MS });
      const wanted = safeRedirect(new URLSearchParams(location.search).get('redirect'));
      navigate(wanted ?? (familyHomePath(family, base) || '/'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className={styles.field}>
        <label htmlFor="login-user">{t('account.userName')}</label>
        <input
          id="login-user" name="username" className={styles.input} value={userName} autoComplete="username" inputMode="email" maxLength={100}
          aria-invalid={!!error && !userName.trim()} aria-describedby={error ? 'login-error' : undefined}
          onChange={(e) => { setUserName(e.target.value); setError(''); }}
        />
        <p className={styles.hint}>{t('account.userNameHint')}</p>
      </div>
      <div className={styles.field}>
        <label htmlFor="login-password">{t('account.password')}</label>
        <input
          id="login-password" name="password" type="password" className={styles.input} value={password} autoComplete="current-password" maxLength={passwordRules.maxLength}
          aria-invalid={!!error && !password} aria-describedby={error ? 'login-error' : undefined}
          onChange={(e) => { setPassword(e.target.value); setError(''); }}
        />
      </div>
      {error ? <p id="login-error" role="alert" className={styles.error}>{error}</p> : null}
      <button type="submit" className={styles.submit} disabled={busy}>{busy ? t('account.signingIn') : t('account.signIn')}</button>
      <div className={styles.links}>
        <RouterLink to={forgot} className={styles.link}>{t('account.forgotPassword')}</RouterLink>
        <RouterLink to={signup} className={styles.link}>{t('account.signUp')}</RouterLink>
      </div>
    </form>
  );
}
