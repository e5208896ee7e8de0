// The order summary's gift card line (inside its <dl>): what the cards pay, from the venue's answer.
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { extras } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';

export function GiftCardsTotalLine() {
  const { t } = useTranslation();
  const money = useMoney();
  const x = useSnapshot(extras);
  if (!x.giftCards.length || !x.giftTotal) return null;
  return (
    <div>
      <dt>{t('extras.giftCardsLine')}</dt>
      <dd data-testid="gift-total">−{money(x.giftTotal)}</dd>
    </div>
  );
}
