// What the sign-in form and its stand-in (StillLoginForm) draw alike: the two fields' ids, labels, hints
// and input attributes, and the links to password reset and sign-up.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { passwordRules } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import styles from './LoginForm.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The user name and password fields' props (name, id, label, hint, input attributes). */
export const loginFields = (t: Translate) =>
  ({
    userName: {
      name: 'userName',
      id: 'login-user',
      label: t('account.userName'),
      hint: t('account.userNameHint'),
      input: { autoComplete: 'username', inputMode: 'email', maxLength: 100 },
    },
    password: {
      name: 'password',
      id: 'login-password',
      label: t('account.password'),
      input: { type: 'password', autoComplete: 'current-password', maxLength: passwordRules.maxLength },
    },
  }) as const;

/** "Forgot password" and "Sign up", to the family's routes (or those the manifest names). */
export function LoginLinks({ signupTo, forgotTo }: { signupTo: string; forgotTo: string }) {
  const { t } = useTranslation();
  const signup = useTarget(signupTo);
  const forgot = useTarget(forgotTo);
  return (
    <div className={styles.links}>
      <RouterLink to={forgot} className={styles.link}>
        {t('account.forgotPassword')}
      </RouterLink>
      <RouterLink to={signup} className={styles.link}>
        {t('account.signUp')}
      </RouterLink>
    </div>
  );
}
