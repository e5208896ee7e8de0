// Checkout: the order line by line with everything in it and its price, the total, then pay. A kiosk
// at a table (table service: staff set its table number) asks "Would you like to have your bill now?"
// (the venue's own words when it set them); at a walk-up kiosk it says "Check your order".
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { useMemberTotals } from '../../../features/kiosk/visit';
import { nameOf, useLang } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import { LineParts } from './LineParts';
import MemberSummary from './MemberSummary';
import { BigButton, StepBar, StepFrame, styles } from './parts';

const DEFAULT_PROMPT = 'Would you like to have your bill now?';

export default function Checkout() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const { config } = useSnapshot(kiosk);
  const { cart: lines } = useSnapshot(cartStore);
  const { cart } = useMemberTotals(); // with the scanned member card's discount and points
  const tableService = Boolean(config.settings.tableNo);
  const own = config.settings.kiosk.checkoutPrompt;
  const title = !tableService
    ? t('kiosk.checkoutTitle')
    : own && own !== DEFAULT_PROMPT
      ? own
      : t('kiosk.checkoutQuestion');
  return (
    <StepFrame title={title}>
      <ul className={styles.lines}>
        {lines.itemList.map((l) => (
          <li key={l.lineNo} className={styles.line}>
            <span className={styles.lineName}>{`${l.quantity} × ${nameOf(l, lang)}`}</span>
            <span className={styles.price}>{money(l.amount)}</span>
            <LineParts line={l} lang={lang} />
          </li>
        ))}
      </ul>
      <MemberSummary />
      <StepBar
        back={
          <BigButton secondary onClick={() => sendFlowEvent('BACK')}>
            {tableService ? t('kiosk.checkoutNo') : t('kiosk.checkoutChange')}
          </BigButton>
        }
        total={money(cart.amountDue)}
        next={
          <BigButton onClick={() => sendFlowEvent('PAY')}>
            {tableService ? t('kiosk.checkoutYes') : t('kiosk.checkoutPay')}
          </BigButton>
        }
      />
    </StepFrame>
  );
}
