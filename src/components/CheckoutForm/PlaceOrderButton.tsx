// The checkout's send button: "Place order · total", "Placing order…" while it is sent; off while the
// venue is closed (pointing to why). One button for the live checkout and its stand-in.
import { useTranslation } from '../../i18n';
import { useMoney } from '../../shared/hooks';
import { CLOSED_ID } from './ClosedAlert';
import styles from './CheckoutForm.module.css';

export function PlaceOrderButton({ busy, closed, total }: { busy: boolean; closed: boolean; total: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={busy || closed}
      aria-describedby={closed ? CLOSED_ID : undefined}
    >
      {busy ? t('orders.placingOrder') : t('orders.placeOrder', { total: money(total) })}
    </button>
  );
}
