// The cart: each line with everything in it and its price (options, meal extras, ingredients left
// out, the note), its quantity (larger and smaller), Edit (the item dialog on that line) and removal;
// the bottom bar holds "Add more", the total and Checkout.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { useMemberTotals } from '../../../features/kiosk/visit';
import { nameOf, useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore, removeLine, setLineQuantity } from '../../../state/cart';
import { LineParts } from './LineParts';
import MemberSummary from './MemberSummary';
import { BigButton, EventButton, StepBar, StepFrame, styles } from './parts';

const ItemDialog = lazy(() => import('./ItemDialog'));

export default function Cart() {
  const { t } = useTranslation();
  useCartShop();
  const lang = useLang();
  const money = useMoney();
  const { cart } = useSnapshot(cartStore);
  const lines = cart.itemList;
  const totals = useMemberTotals(); // with the scanned member card's discount and points
  const [editing, setEditing] = useState<{ pluId: string; lineNo: number; name: string } | null>(null);
  return (
    <StepFrame title={t('kiosk.cartTitle')}>
      {lines.length === 0 ? (
        <p className={styles.note}>{t('kiosk.cartEmpty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((l) => {
            const name = nameOf(l, lang);
            return (
              <li key={l.lineNo} className={styles.line}>
                <span className={styles.lineName}>{`${l.quantity} × ${name}`}</span>
                <span className={styles.price}>{money(l.amount)}</span>
                <LineParts line={l} lang={lang} />
                <div className={styles.lineActions}>
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
                  <span className={styles.spacer} />
                  <BigButton
                    secondary
                    label={t('kiosk.cartEdit', { name })}
                    onClick={() => setEditing({ pluId: l.pluId, lineNo: l.lineNo, name })}
                  >
                    {t('kiosk.cartEditShort')}
                  </BigButton>
                  <BigButton secondary label={t('kiosk.cartRemove', { name })} onClick={() => removeLine(l.lineNo)}>
                    {t('kiosk.cartRemoveShort')}
                  </BigButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MemberSummary />
      <StepBar
        back={<EventButton event="BACK">{t('kiosk.cartAddMore')}</EventButton>}
        total={money(totals.cart.amountDue)}
        next={
          <BigButton onClick={() => sendFlowEvent('CHECKOUT')} disabled={lines.length === 0}>
            {t('kiosk.cartCheckout')}
          </BigButton>
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <ItemDialog
            productId={editing.pluId}
            lineNo={editing.lineNo}
            name={editing.name}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}
