// The sign-in form as drawn before its first use: LiveLoginForm's markup (fields, send button, links)
// without the form layer, so react-hook-form loads only once the visitor starts signing in.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { passwordRules } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import { StillTextField } from '../../ui/Field/StillTextField';
import styles from './LoginForm.module.css';
import type { LoginFormProps } from '../../generated/component-props';

export function StillLoginForm({
  signupTo = 'signup',
  forgotTo = 'forgotpassword',
  accountLinks = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const signup = useTarget(signupTo);
  const forgot = useTarget(forgotTo);
  return (
    <form noValidate className={styles.form} aria-busy={false}>
      <StillTextField
        name="userName"
        id="login-user"
        label={t('account.userName')}
        hint={t('account.userNameHint')}
        input={{ autoComplete: 'username', inputMode: 'email', maxLength: 100 }}
      />
      <StillTextField
        name="password"
        id="login-password"
        label={t('account.password')}
        input={{ type: 'password', autoComplete: 'current-password', maxLength: passwordRules.maxLength }}
      />
      <button type="submit" className={styles.submit}>
        {t('account.signIn')}
      </button>
      {accountLinks ? (
        <div className={styles.links}>
          <RouterLink to={forgot} className={styles.link}>
            {t('account.forgotPassword')}
          </RouterLink>
          <RouterLink to={signup} className={styles.link}>
            {t('account.signUp')}
          </RouterLink>
        </div>
      ) : null}
    </form>
  );
}
