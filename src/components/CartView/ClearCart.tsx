// Clear cart: every line goes at once, so it asks first (ConfirmDialog, a Radix AlertDialog loaded
// only when the button is near: pointer over it or focus on it, else on the press), with Cancel
// focused. After clearing, focus moves to the empty cart (the button is gone); after Cancel it
// returns to the button.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { clearCart } from '../../state/cart';
import styles from './CartView.module.css';

const load = () => import('../../ui/Dialog/ConfirmDialog');
const ConfirmDialog = lazy(load);

export function ClearCart({ count, emptyCart }: { count: number; emptyCart: () => HTMLElement | null }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void load().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.action} ${styles.danger}`}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setAsking(true)}
      >
        {t('orders.clearCart')}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setAsking}
            title={t('orders.clearCartTitle')}
            description={t('orders.clearCartText', { count })}
            confirmLabel={t('orders.clearCart')}
            onConfirm={clearCart}
            focusAfterConfirm={emptyCart}
            focusAfterCancel={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
