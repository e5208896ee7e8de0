// The venue's menu in room mode: the ordering feature's catalogue (useCatalogue) and cart (the cart
// store, started by useCartShop), but the order is charged to the room's bill (addToBill) instead of
// paid now; the cart is cleared once the bill has it. Rooms (timed items) and items that need a
// choice of options are left out: a bill line is an item and a quantity.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { addToBill, bookingFailure, nameIn, type RoomBill } from '../../features/bookings';
import {
  emptySelection,
  flatCategories,
  isListed,
  nameOf,
  toCartInput,
  useCatalogue,
  type Plu,
} from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { addToCart, cartStore, clearCart, setLineQuantity } from '../../state/cart';
import { useMoney } from '../../shared/hooks';
import { Stepper } from '../QuantityStepper/Stepper';
import styles from '../styles/booking.module.css';
import own from './RoomBill.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** A bill line needs no choice: items with a required option group are not ordered to the room. */
const plain = (p: Plu) => isListed(p) && !(p.attr ?? []).some((a) => Number(a.min ?? 0) > 0);

export function RoomMenu({
  bookingId,
  shop,
  rooms,
  ready,
  onCharged,
}: {
  bookingId: string;
  shop: string;
  rooms: Set<string>;
  ready: boolean;
  onCharged: (bill: RoomBill, items: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  useCartShop();
  const { cart } = useSnapshot(cartStore);
  const menu = useCatalogue(shop);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const sections = useMemo(() => {
    if (!menu.data || !ready) return [];
    const food = menu.data.plus.filter((p) => !rooms.has(p.pluId) && plain(p));
    return flatCategories(menu.data)
      .map((c) => ({ cat: c, items: food.filter((p) => p.catId === c.catId) }))
      .filter((s) => s.items.length > 0);
  }, [menu.data, rooms, ready]);

  const charge = async () => {
    if (busy || !cart.itemList.length) return;
    setBusy(true);
    setError('');
    const items = cart.itemList.map((l) => ({ pluId: l.pluId, quantity: l.quantity }));
    const said = cart.itemList.map((l) => `${l.quantity} × ${nameIn(lang, l.pluName1, l.pluName2)}`).join(', ');
    try {
      const bill = await addToBill(bookingId, items);
      clearCart();
      onCharged(bill, said);
    } catch (e) {
      const f = bookingFailure(e);
      setError(f.code === 'network' ? t('bookings.networkFailed') : f.serverMessage || t('bookings.refused'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={own.menu} aria-labelledby="room-menu-title">
      <h2 id="room-menu-title">{t('bookingsManage.menuTitle')}</h2>
      <p className={styles.note}>{t('bookingsManage.menuHint')}</p>
      {menu.error && !menu.data ? (
        <Alert tone="none" className={styles.alert}>
          <p>{t('bookingsManage.menuFailed')}</p>
          <Button variant="secondary" onClick={() => void menu.mutate()}>
            {t('bookings.retry')}
          </Button>
        </Alert>
      ) : !menu.data || !ready ? (
        <Status as="p" className={styles.note}>
          {t('bookingsManage.menuLoading')}
        </Status>
      ) : !sections.length ? (
        <p className={styles.empty}>{t('bookingsManage.menuEmpty')}</p>
      ) : (
        sections.map(({ cat, items }) => (
          <section key={cat.catId} aria-labelledby={`room-cat-${cat.catId}`} className={styles.dialogBody}>
            <h3 id={`room-cat-${cat.catId}`}>{nameOf(cat, lang)}</h3>
            <ul className={own.lines}>
              {items.map((p) => {
                const name = nameOf(p, lang);
                return (
                  <li key={p.pluId} className={own.item}>
                    <span>
                      {name}
                      <span className={styles.meta}>{money(p.priceCents)}</span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={t('bookingsManage.addNamed', { name })}
                      onClick={() => addToCart(toCartInput(p, emptySelection(p), lang))}
                    >
                      {t('bookingsManage.add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}

      <h3 id="room-order-title">{t('bookingsManage.yourOrder')}</h3>
      {!cart.itemList.length ? (
        <p className={styles.note}>{t('bookingsManage.orderEmpty')}</p>
      ) : (
        <ul className={own.lines} aria-labelledby="room-order-title" data-testid="room-order">
          {cart.itemList.map((l) => {
            const name = nameIn(lang, l.pluName1, l.pluName2);
            return (
              <li key={l.lineNo} className={own.orderLine}>
                <span>{name}</span>
                <Stepper
                  value={l.quantity}
                  allowZero
                  max={50}
                  label={t('ordering.quantityOf', { name })}
                  itemName={name}
                  onChange={(n) => setLineQuantity(l.lineNo, n)}
                />
                <span className={own.amount}>{money(l.amount)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {error ? <Alert as="p">{error}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} disabled={!cart.itemList.length} onClick={() => void charge()}>
          {busy
            ? t('bookingsManage.charging')
            : t('bookingsManage.chargeToRoom', { amount: money(cart.itemList.reduce((n, l) => n + l.amount, 0)) })}
        </Button>
      </div>
    </section>
  );
}
