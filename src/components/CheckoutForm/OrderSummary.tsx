// The order summary: lines, then the venue's figures (feeCalc) when it has answered for this form,
// the local calculation before.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import type { CartItem } from '../../domain';
import { nameOf, useLang } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { cartStore } from '../../state/cart';
import styles from './CheckoutForm.module.css';

export interface Figures {
  subtotal: number;
  total: number;
  discount: number;
  gst: number;
  surcharge: number;
  deliveryFee: number;
}

/** `giftLine`: the gift cards' line before the total (the live checkout's; its stand-in has none). */
export default function OrderSummary({ fig, giftLine }: { fig: Figures; giftLine?: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const { cart } = useSnapshot(cartStore);
  return (
    <section className={styles.summary} aria-labelledby="co-summary">
      <h2 id="co-summary" className={styles.subhead}>
        {t('orders.orderSummary')}
      </h2>
      <ul className={styles.lines}>
        {(cart.itemList as CartItem[]).map((l) => (
          <li key={l.lineNo}>
            <span>
              {l.quantity} × {nameOf(l, lang)}
            </span>
            <span>{money(l.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals} aria-live="polite">
        <div>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{money(fig.subtotal)}</dd>
        </div>
        {fig.discount ? (
          <div>
            <dt>{t('orders.discounts')}</dt>
            <dd>−{money(fig.discount)}</dd>
          </div>
        ) : null}
        {fig.deliveryFee ? (
          <div>
            <dt>{t('orders.deliveryFee')}</dt>
            <dd>{money(fig.deliveryFee)}</dd>
          </div>
        ) : null}
        {fig.surcharge ? (
          <div>
            <dt>{t('orders.surcharge')}</dt>
            <dd>{money(fig.surcharge)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.gstIncluded')}</dt>
          <dd>{money(fig.gst)}</dd>
        </div>
        {giftLine}
        <div className={styles.grand}>
          <dt>{t('orders.total')}</dt>
          <dd data-testid="checkout-total">{money(fig.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
