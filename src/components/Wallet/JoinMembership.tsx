// Below the loyalty and stored-value tabs of a venue's wallet, when the customer has no card there
// and the venue has a membership: one button that joins it (POST /api/wallet/join) and shows the new
// card in both tabs. A refusal or a lost connection is said in words; the button can be pressed again.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { joinMembership, useRefreshPasses, walletRefusal } from '../../features/wallet';
import { app, venue } from '../../state/stores';
import styles from '../styles/wallet.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';

export default function JoinMembership() {
  const { t } = useTranslation();
  const refresh = useRefreshPasses();
  const v = useSnapshot(venue);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = String(v.branding.name ?? '') || app.shop;
  const join = async () => {
    setBusy(true);
    setError('');
    try {
      await joinMembership(app.shop);
      await refresh();
    } catch (e) {
      setError(t(walletRefusal(e)?.code === 'network' ? 'wallet.joinNetwork' : 'wallet.joinFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.empty} data-testid="join-membership">
      <p className={styles.muted}>{t('wallet.joinHint', { venue: name })}</p>
      <Button variant="secondary" onClick={() => void join()} disabled={busy}>
        {busy ? t('wallet.joining') : t('wallet.join', { venue: name })}
      </Button>
      {error ? (
        <Alert as="p" tone="none">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
