// The cart: each line with its quantity (larger and smaller), removal, the total, and checkout.
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { useMemberTotals } from '../../../features/kiosk';
import { useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore, removeLine, setLineQuantity } from '../../../state/cart';
import MemberSummary from './MemberSummary';
import { BigButton, EventButton, StepFrame, styles } from './parts';

export default function Cart() {
  const { t } = useTranslation();
  useCartShop();
  const lang = useLang();
  const money = useMoney();
  const { cart } = useSnapshot(cartStore);
  const lines = cart.itemList;
  const totals = useMemberTotals(); // with the scanned member card's discount and points
  return (
    <StepFrame title={t('kiosk.cartTitle')}>
      {lines.length === 0 ? (
        <p className={styles.note}>{t('kiosk.cartEmpty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((l) => {
            const name = lang === 'zh-hans' && l.pluName2 ? l.pluName2 : l.pluName1;
            return (
              <li key={l.lineNo} className={styles.line}>
                <span className={styles.lineName}>{name}</span>
                <BigButton
                  secondary
                  label={t('kiosk.cartLess', { name })}
                  onClick={() => (l.quantity > 1 ? setLineQuantity(l.lineNo, l.quantity - 1) : removeLine(l.lineNo))}
                >
                  −
                </BigButton>
                <span className={styles.qty} aria-label={t('kiosk.cartQuantity', { count: l.quantity })}>
                  {l.quantity}
                </span>
                <BigButton
                  secondary
                  label={t('kiosk.cartMore', { name })}
                  onClick={() => setLineQuantity(l.lineNo, l.quantity + 1)}
                >
                  +
                </BigButton>
                <span className={styles.price}>{money(l.amount)}</span>
                <BigButton secondary label={t('kiosk.cartRemove', { name })} onClick={() => removeLine(l.lineNo)}>
                  {t('kiosk.cartRemoveShort')}
                </BigButton>
              </li>
            );
          })}
        </ul>
      )}
      <MemberSummary />
      <p className={styles.total} aria-live="polite">
        {t('kiosk.cartTotal', { total: money(totals.cart.amountDue) })}
      </p>
      <div className={styles.bar}>
        <EventButton event="BACK">{t('kiosk.cartAddMore')}</EventButton>
        <span className={styles.spacer} />
        <BigButton onClick={() => sendFlowEvent('CHECKOUT')} disabled={lines.length === 0}>
          {t('kiosk.cartCheckout')}
        </BigButton>
      </div>
    </StepFrame>
  );
}
