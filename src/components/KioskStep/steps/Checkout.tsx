// Checkout: "Would you like to have your bill now?" (the venue's own words when it set them).
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk, useMemberTotals } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import MemberSummary from './MemberSummary';
import { BigButton, StepFrame, styles } from './parts';

const DEFAULT_PROMPT = 'Would you like to have your bill now?';

export default function Checkout() {
  const { t } = useTranslation();
  const money = useMoney();
  const { config } = useSnapshot(kiosk);
  const { cart } = useMemberTotals(); // with the scanned member card's discount and points
  const own = config.settings.kiosk.checkoutPrompt;
  return (
    <StepFrame title={own && own !== DEFAULT_PROMPT ? own : t('kiosk.checkoutQuestion')}>
      <MemberSummary />
      <p className={styles.total}>{t('kiosk.cartTotal', { total: money(cart.amountDue) })}</p>
      <div className={styles.choices}>
        <BigButton big onClick={() => sendFlowEvent('PAY')}>
          {t('kiosk.checkoutYes')}
        </BigButton>
        <BigButton big secondary onClick={() => sendFlowEvent('BACK')}>
          {t('kiosk.checkoutNo')}
        </BigButton>
      </div>
    </StepFrame>
  );
}
