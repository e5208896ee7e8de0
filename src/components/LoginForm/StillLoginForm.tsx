// The sign-in form as drawn before its first use: LiveLoginForm's markup (fields, send button, links)
// without the form layer, so react-hook-form loads only once the visitor starts signing in.
import { useTranslation } from '../../i18n';
import { StillTextField } from '../../ui/Field/StillTextField';
import { LoginLinks, loginFields } from './loginParts';
import styles from './LoginForm.module.css';
import type { LoginFormProps } from '../../generated/component-props';

export function StillLoginForm({
  signupTo = 'signup',
  forgotTo = 'forgotpassword',
  accountLinks = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const fields = loginFields(t);
  return (
    <form noValidate className={styles.form} aria-busy={false}>
      <StillTextField {...fields.userName} />
      <StillTextField {...fields.password} />
      <button type="submit" className={styles.submit}>
        {t('account.signIn')}
      </button>
      {accountLinks ? <LoginLinks signupTo={signupTo} forgotTo={forgotTo} /> : null}
    </form>
  );
}
