// What the menu screens (editor and sold-out board) show until the menu is read: sign in first, not
// this venue's administrator, a failed read with Try again, or loading. Null once there is a menu.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { consoleErrorOf, type useMenuState } from '../../features/backoffice';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';
import { buttonClass } from '../../ui/Button/buttonClass';
import { menuFailure } from './menuFailure';

interface Props {
  state: ReturnType<typeof useMenuState>;
  /** The screen's own look for the notice box and the loading line. */
  boxClass: string;
  mutedClass: string;
}

export function MenuLoadState({ state, boxClass, mutedClass }: Props) {
  const { t } = useTranslation();
  const loginTo = useTarget('login');
  if (state.error) {
    const code = consoleErrorOf(state.error).code;
    if (code === 'login')
      return (
        <Alert tone="none" className={boxClass}>
          <p>{t('menuedit.needLogin')}</p>
          <RouterLink to={loginTo} className={buttonClass('primary')}>
            {t('menuedit.signIn')}
          </RouterLink>
        </Alert>
      );
    if (code === 'forbidden')
      return (
        <Alert as="p" tone="none" className={boxClass}>
          {t('menuedit.forbidden')}
        </Alert>
      );
    return (
      <Alert tone="none" className={boxClass}>
        <p>{menuFailure(t, state.error)}</p>
        <Button variant="secondary" onClick={() => void state.mutate()}>
          {t('menuedit.retry')}
        </Button>
      </Alert>
    );
  }
  if (!state.data)
    return (
      <Status as="p" className={mutedClass} aria-busy="true">
        {t('menuedit.loading')}
      </Status>
    );
  return null;
}
