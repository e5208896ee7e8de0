// Staff login on the kiosk (issue 19; flow state 'login' of screens/kiosk/kiosk.json): staff and
// administrators sign in with the existing sign-in call; the user token is kept where every call
// reads it (the auth store: local storage key 'user-token', src/api/token-store.ts). Signed in, the
// staff menu sends the flow's events: REPORTS, EXIT, BACK (and SITE, TABLE_CHANGE, MENU_CHANGE when
// the flow hosts those screens). Without a running flow, each goes to its own route.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { passwordRules } from '../../domain';
import { Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import { useFamily } from '../../engine/runtime/family';
import { login, logout } from '../../state/auth';
import { advance, sendOpsEvent, useSignedIn, type OpsEvent, opsStyles as ops } from '../../features/kioskops';
import styles from './KioskStaffLogin.module.css';
import type { KioskStaffLoginProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';

interface Values {
  userName: string;
  password: string;
}
/** A keyed message (the field layer translates it). */
const required = (v: string): string | true => (v.trim() ? true : 'kioskops.required');

export default function KioskStaffLogin({ showFlowScreens = false }: KioskStaffLoginProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useFamily();
  const signed = useSignedIn();
  const [menu, setMenu] = useState(signed.signedIn);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<Values>({ defaultValues: { userName: '', password: '' }, shouldFocusError: false });
  const busy = form.formState.isSubmitting;
  const go = (route: string) => navigate(`${base}/${route}`);
  const send = (e: OpsEvent) => advance(e, go);

  useEffect(() => {
    if (menu) heading.current?.focus();
  }, [menu]);

  const submit = async ({ userName, password }: Values) => {
    const out = await login({ userName: userName.trim(), password }, { quiet: true });
    if (!out.ok) {
      showRefusal(form, { message: out.message });
      return;
    }
    form.reset();
    setMenu(true);
  };
  const signOut = async () => {
    await logout().catch(() => undefined);
    setMenu(false);
  };

  if (menu && signed.signedIn)
    return (
      <section className={`${ops.box} ${styles.box}`} aria-labelledby="kiosk-staff-menu">
        <h1 id="kiosk-staff-menu" className={ops.title} ref={heading} tabIndex={-1}>
          {t('kioskops.staffMenu')}
        </h1>
        <p className={ops.note}>{t('kioskops.signedInAs', { name: signed.name })}</p>
        <div className={ops.menu}>
          <Button variant="primary" size="lg" onClick={() => send('REPORTS')}>
            {t('kioskops.reports')}
          </Button>
          {showFlowScreens ? (
            <>
              <Button variant="secondary" size="lg" onClick={() => sendOpsEvent('SITE')}>
                {t('kioskops.siteSettings')}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => sendOpsEvent('TABLE_CHANGE')}>
                {t('kioskops.tableChange')}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => sendOpsEvent('MENU_CHANGE')}>
                {t('kioskops.menuChange')}
              </Button>
            </>
          ) : null}
          <Button variant="danger" size="lg" onClick={() => send('EXIT')}>
            {t('kioskops.exitSystem')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => send('BACK')}>
            {t('kioskops.backToKiosk')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => void signOut()}>
            {t('kioskops.signOut')}
          </Button>
        </div>
      </section>
    );

  return (
    <section className={`${ops.box} ${styles.box}`} aria-labelledby="kiosk-staff-login">
      <h1 id="kiosk-staff-login" className={ops.title}>
        {t('kioskops.staffLogin')}
      </h1>
      <p className={ops.note}>{t('kioskops.staffLoginIntro')}</p>
      <Form form={form} onValid={submit} aria-busy={busy}>
        <TextField<Values>
          name="userName"
          id="kiosk-login-user"
          label={t('kioskops.userName')}
          rules={{ validate: required }}
          input={{ autoComplete: 'username', maxLength: 100 }}
        />
        <TextField<Values>
          name="password"
          id="kiosk-login-password"
          label={t('kioskops.password')}
          rules={{ validate: required }}
          input={{ type: 'password', autoComplete: 'current-password', maxLength: passwordRules.maxLength }}
        />
        <FormAlert id="kiosk-login-error" />
        <div className={ops.actions}>
          <Button variant="primary" size="lg" type="submit" disabled={busy}>
            {busy ? t('kioskops.signingIn') : t('kioskops.signIn')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => send('BACK')}>
            {t('kioskops.backToKiosk')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
