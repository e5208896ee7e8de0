// The venue's kiosks (issue 27): kiosk-only calls (member card check, call for staff, service numbers)
// answer only a kiosk enrolled here. "New enrolment code" gives a one-time code (30 minutes) and the
// link that enrols the kiosk it is opened on; each enrolled kiosk is listed, and revoking one stops its
// credential at once. Each active kiosk has the field of its card reader (issue 35, KioskReaderField).
import { useState } from 'react';
import { formatDateTime } from '../../domain';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button/Button';
import {
  enrolmentLink,
  failureText,
  newEnrolmentCode,
  revokeKiosk,
  useKioskDevices,
  type EnrolmentCode,
} from '../../features/backoffice';
import { KioskReaderField } from './KioskReaderField';
import { Loading, LoadFailed } from './States';
import styles from './OperatorConsole.module.css';

export function KioskList({ shop, announce }: { shop: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const devices = useKioskDevices(shop);
  const [code, setCode] = useState<EnrolmentCode | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>) => {
    setFailure('');
    setBusy(true);
    try {
      await work();
    } catch (e) {
      const f = failureText(e);
      setFailure(t(`backoffice.${f.key}`, f.values));
    } finally {
      setBusy(false);
    }
  };
  const makeCode = () => act(async () => setCode(await newEnrolmentCode(shop, t('backoffice.kioskDefaultName'))));
  const revoke = (deviceId: string) =>
    act(async () => {
      await devices.mutate(await revokeKiosk(shop, deviceId), { revalidate: false });
      announce(t('backoffice.kioskRevoked'));
    });
  let list;
  if (devices.error) list = <LoadFailed retry={() => void devices.mutate()} error={devices.error} />;
  else if (!devices.data) list = <Loading />;
  else if (!devices.data.length)
    list = (
      <p className={styles.muted} role="status">
        {t('backoffice.kiosksEmpty')}
      </p>
    );
  else
    list = (
      <ul className={styles.versions}>
        {devices.data.map((d) => (
          <li key={d.deviceId} className={styles.card} data-kiosk={d.deviceId}>
            <h2 className={styles.h2}>{d.name || d.deviceId}</h2>
            <p className={styles.muted}>
              {t('backoffice.kioskEnrolled', { when: formatDateTime(d.enrolledAt) })}
              {d.revokedAt !== null
                ? ` · ${t('backoffice.kioskRevokedAt', { when: formatDateTime(d.revokedAt) })}`
                : ''}
            </p>
            {d.active ? (
              <KioskReaderField
                shop={shop}
                device={d}
                announce={announce}
                saved={(readerId) =>
                  void devices.mutate(
                    (list) => list?.map((x) => (x.deviceId === d.deviceId ? { ...x, readerId } : x)),
                    { revalidate: false },
                  )
                }
              />
            ) : null}
            {d.active ? (
              <Button variant="dangerOutline" size="sm" busy={busy} onClick={() => void revoke(d.deviceId)}>
                {t('backoffice.kioskRevoke', { name: d.name || d.deviceId })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <p className={styles.muted}>{t('backoffice.kiosksIntro')}</p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <Button busy={busy} onClick={() => void makeCode()}>
        {t('backoffice.kioskNewCode')}
      </Button>
      {code ? (
        <div className={styles.card} role="status" data-testid="kiosk-enrolment-code">
          <p>{t('backoffice.kioskCode', { code: code.code, until: formatDateTime(code.expiresAt) })}</p>
          <p className={styles.muted}>
            {t('backoffice.kioskLink')} <code>{enrolmentLink(window.location.origin, shop, code.code)}</code>
          </p>
        </div>
      ) : null}
      {list}
    </>
  );
}
