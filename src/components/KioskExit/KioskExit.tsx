// Exit system (issue 19; flow state 'exit'): behind the exit password (exitPasswordCtrl, checked by
// the venue: the signed-in staff member's own password). A right password leaves kiosk mode: the
// flow gets EXITED (the runtime stops the kiosk), the kiosk's service worker is removed, and the
// screen says so with a way to start the kiosk again. Cancel sends CANCEL (back to the staff menu).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useFamily } from '../../engine/runtime/family';
import {
  advance,
  checkExitPassword,
  opsFailure,
  uninstallKioskApp,
  useSignedIn,
  opsStyles as ops,
} from '../../features/kioskops';
import styles from './KioskExit.module.css';
import type { KioskExitProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

type Phase = 'ask' | 'checking' | 'done';

export default function KioskExit({ startRoute = 'home' }: KioskExitProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useFamily();
  const signed = useSignedIn();
  const [phase, setPhase] = useState<Phase>('ask');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const go = (route: string) => navigate(`${base}/${route}`);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (phase === 'checking') return;
    if (!password) {
      setError(t('kioskops.exitWrong'));
      input.current?.focus();
      return;
    }
    setPhase('checking');
    setError('');
    try {
      const r = await checkExitPassword(password);
      if (!r.ok) {
        setPhase('ask');
        setPassword('');
        setError(t('kioskops.exitWrong'));
        input.current?.focus();
        return;
      }
      await uninstallKioskApp().catch(() => undefined);
      setPhase('done');
      advance('EXITED', () => undefined);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      setPhase('ask');
      const reason = opsFailure(err);
      setError(
        t(
          reason === 'login'
            ? 'kioskops.exitNeedLogin'
            : reason === 'forbidden'
              ? 'kioskops.exitForbidden'
              : `kioskops.failed_${reason === 'network' ? 'network' : 'error'}`,
        ),
      );
    }
  };

  if (phase === 'done')
    return (
      <section className={`${ops.box} ${styles.box}`} aria-labelledby="kiosk-exit-done" data-kiosk-exited="true">
        <h1 id="kiosk-exit-done" className={ops.title} ref={doneRef} tabIndex={-1}>
          {t('kioskops.exitDone')}
        </h1>
        <Status as="p">{t('kioskops.exitDoneText')}</Status>
        <div className={ops.actions}>
          <Button variant="primary" size="lg" onClick={() => go(startRoute)}>
            {t('kioskops.startKiosk')}
          </Button>
        </div>
      </section>
    );

  return (
    <section className={`${ops.box} ${styles.box}`} aria-labelledby="kiosk-exit-title">
      <h1 id="kiosk-exit-title" className={ops.title}>
        {t('kioskops.exitTitle')}
      </h1>
      <p className={ops.note}>{signed.signedIn ? t('kioskops.exitIntro') : t('kioskops.exitNeedLogin')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={ops.field}>
        <label htmlFor="kiosk-exit-password">{t('kioskops.exitPassword')}</label>
        <input
          ref={input}
          id="kiosk-exit-password"
          className={ops.input}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'kiosk-exit-error' : undefined}
        />
        <Alert as="p" id="kiosk-exit-error">
          {error}
        </Alert>
        <div className={ops.actions}>
          <Button variant="danger" size="lg" type="submit" disabled={phase === 'checking'}>
            {phase === 'checking' ? t('kioskops.exitChecking') : t('kioskops.exitConfirm')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => advance('CANCEL', go)}>
            {t('kioskops.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
