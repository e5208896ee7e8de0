// What the licence must allow, in words: "Reservations need the reservation licence". The platform
// administrator grants it here (the licence digit in the draft, published with it); a venue
// administrator reads who to ask and never sees or edits a licence string.
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { reservationLicensed, saveDraft, type ConsoleStateResult } from '../../../features/backoffice';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import { setupFailure } from './setupFailure';
import styles from './ModeSetup.module.css';

interface Props {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
  /** The setup wants reservations on. */
  needed: boolean;
  /** Which bookings need it (massage is booked through the reservation licence too); tables when absent. */
  what?: 'massage' | 'rooms';
}

/** The licences string with the reservation digit (the fifth) on. */
const withReservation = (licences: string) => {
  const s = licences.padEnd(5, '0');
  return `${s.slice(0, 4)}1${s.slice(5)}`;
};

export function LicenceNote({ shop, state, refresh, announce, needed, what }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const base = state.draft?.config ?? state.live;
  if (!needed) return null;
  if (reservationLicensed(base)) return <p className={styles.muted}>{t('setup.licence_ok')}</p>;
  const grant = async () => {
    setBusy(true);
    setFailure('');
    try {
      const licences = typeof base.licence.licenses === 'string' ? base.licence.licenses : '';
      await saveDraft(
        shop,
        { ...base, licence: { ...base.licence, licenses: withReservation(licences) } },
        state.draft?.revision ?? 0,
      );
      await refresh();
      announce(t('setup.licence_granted'));
    } catch (e) {
      setFailure(setupFailure(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert as="div" tone="warning" appearance="box" className={styles.licence}>
      <p>{t(what ? `setup.licence_needed_${what}` : 'setup.licence_needed')}</p>
      {state.platformAdmin ? (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void grant()}>
          {t('setup.licence_grant')}
        </Button>
      ) : (
        <p>{t('setup.licence_ask')}</p>
      )}
      {failure ? <p>{failure}</p> : null}
    </Alert>
  );
}
