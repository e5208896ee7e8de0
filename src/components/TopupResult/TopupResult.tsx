// The top-up success screen (the payment provider returns here: /callback/<shop>/payment/<method>/
// requirement/topup/txn/<txn>?result=..., and the company family's booking/topup/success): the top-up's
// state from its bill (waiting for the provider's word shows as such), the card's new balance, and the
// way back to the wallet.
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { topupBonusFor } from '../../domain';
import {
  clearPendingTopup,
  endTopupAttempt,
  noDecision,
  readPendingTopup,
  useRefreshPasses,
  usePasses,
  useTopup,
  useTopupPromotions,
} from '../../features/wallet';
import { useMoney } from '../../shared/hooks';
import styles from '../styles/wallet.module.css';
import own from './TopupResult.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TopupResultProps } from '../../generated/component-props';
import { refusalText } from '../WalletCard/refusalText';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const WALLET_FALLBACK = '/common/commonWallet';

export default function TopupResult({ txn = '', result = '' }: TopupResultProps & EngineProps) {
  const { t } = useTranslation();
  const refreshPasses = useRefreshPasses();
  const money = useMoney();
  const pending = txn ? readPendingTopup(txn) : null;
  const state = useTopup(txn || null, result === 'approved');
  const passes = usePasses();
  const paid = !!state.data?.paid;
  const { shop = '' } = useParams();
  // The bonus of the venue's top-up promotion, said on the result as it was before paying.
  const promos = useTopupPromotions(shop);
  useEffect(() => {
    if (!paid) return;
    void refreshPasses();
    // Paid: the next top-up is a new one (the provider returns to the venue's own callback path).
    endTopupAttempt(shop);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when paid; refreshPasses is new each render
  }, [paid]);
  useEffect(
    () => () => {
      if (paid) clearPendingTopup();
    },
    [paid],
  );
  const back = pending?.returnTo ?? WALLET_FALLBACK;
  const card = pending ? passes.data?.find((p) => p.kind === 'stored' && p.cardNum === pending.cardNum) : undefined;

  // No answer or a server fault is not 'not found': the top-up may well be paid; check again.
  const transient = state.error && noDecision(state.error);
  if (!txn || (state.error && !state.data && !state.isValidating))
    return (
      <Alert tone="none" className={styles.wrap}>
        <p>
          {txn && transient
            ? t(
                refusalText(state.error) === 'walletcard.networkFailed'
                  ? 'walletcard.topupCheckOffline'
                  : 'walletcard.topupCheckFailed',
              )
            : t('walletcard.topupUnknown')}
        </p>
        {txn && transient ? (
          <Button variant="secondary" onClick={() => void state.mutate()}>
            {t('wallet.retry')}
          </Button>
        ) : null}
        <RouterLink className={buttonClass('primary')} to={back}>
          {t('walletcard.backToWallet')}
        </RouterLink>
      </Alert>
    );
  if (!state.data) return <Status as="p">{t('walletcard.topupChecking')}</Status>;
  const s = state.data;
  const bonus = topupBonusFor(promos.data?.tiers ?? [], s.amountCents);
  const failed =
    !s.paid &&
    (result === 'declined' || result === 'cancelled' || s.payStatus === 'failed' || s.payStatus === 'cancelled');
  return (
    <div className={own.page}>
      {s.paid ? (
        <Status as="p" data-testid="topup-done" className={own.done}>
          <strong>{t('walletcard.topupDone', { amount: money(s.amountCents) })}</strong>
          {bonus > 0 ? (
            <span data-testid="topup-done-bonus"> {t('walletcard.topupDoneBonus', { bonus: money(bonus) })}</span>
          ) : null}
        </Status>
      ) : failed ? (
        <Alert as="p" tone="none" data-testid="topup-failed">
          {t(
            result === 'cancelled' || s.payStatus === 'cancelled'
              ? 'walletcard.topupCancelled'
              : 'walletcard.topupDeclined',
          )}
        </Alert>
      ) : (
        <Status as="p">{t('walletcard.topupWaiting')}</Status>
      )}
      <dl className={styles.dl}>
        <dt>{t('walletcard.venue')}</dt>
        <dd>{s.venueName}</dd>
        <dt>{t('walletcard.topupAmountLabel')}</dt>
        <dd>{money(s.amountCents)}</dd>
        <dt>{t('walletcard.topupPaid')}</dt>
        <dd>{money(s.chargedCents)}</dd>
        {card ? (
          <>
            <dt>{t('walletcard.newBalance')}</dt>
            <dd data-testid="topup-balance">{money(card.balanceCents ?? 0)}</dd>
          </>
        ) : null}
      </dl>
      <RouterLink className={buttonClass('primary')} to={back}>
        {t('walletcard.backToWallet')}
      </RouterLink>
    </div>
  );
}
