// Remove a card from the wallet: refused by the server while it holds stored value; its points are
// forfeited, which the confirmation says in figures first.
import { useState } from 'react';
import { formatPoints } from '../../domain';
import { translateMessage, useTranslation } from '../../i18n';
import { useRefreshPasses, removeCard, type Pass } from '../../features/wallet';
import own from './WalletCard.module.css';
import { refusalText } from './refusalText';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';

export default function RemoveCard({
  pass,
  pointsCents,
  onDone,
  onCancel,
}: {
  pass: Pass;
  pointsCents: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const refreshPasses = useRefreshPasses();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const remove = async () => {
    setBusy(true);
    setError('');
    try {
      await removeCard(pass.cardNum);
      await refreshPasses();
      onDone();
    } catch (e) {
      setError(translateMessage(refusalText(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={own.form}>
      <p>{t('walletcard.removeQuestion', { card: pass.cardNumMasked, venue: pass.venueName })}</p>
      {pointsCents > 0 ? (
        <p>
          <strong>{t('walletcard.removeForfeit', { points: formatPoints(pointsCents) })}</strong>
        </p>
      ) : null}
      {error ? (
        <Alert as="p" tone="none">
          {error}
        </Alert>
      ) : null}
      <div className={own.row}>
        <Button variant="dangerOutline" disabled={busy} onClick={() => void remove()}>
          {busy ? t('walletcard.removing') : t('walletcard.removeConfirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('walletcard.cancel')}
        </Button>
      </div>
    </div>
  );
}
