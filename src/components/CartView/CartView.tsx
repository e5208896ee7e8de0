// The cart: lines with their options, extras, removed ingredients and notes; quantity change,
// edit (cartitem/<line>), delete; already-ordered items apart; totals from the domain's
// calculateCart (subtotal, GST, surcharge, discounts, total); pages of cartItemPerPage; an empty
// state with a link to the menu; Clear cart asks first (ClearCart).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CartItem } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import { nameOf, useCatalogue, type Plu, useLang } from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { useMoney } from '../../shared/hooks';
import { cartStore, removeLine, setLineQuantity } from '../../state/cart';
import { session, venue } from '../../state/stores';
import { Stepper } from '../QuantityStepper/Stepper';
import { ClearCart } from './ClearCart';
import styles from './CartView.module.css';
import type { CartViewProps } from '../../generated/component-props';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** An option's name in the UI language, from the catalogue when it is loaded (else as saved). */
function attrName(plu: Plu | undefined, attrId: unknown, saved: string | undefined, lang: string): string {
  const [groupId, optionId] = String(attrId ?? '').split(':');
  const group = plu?.attr?.find((g) => g.attrId === groupId);
  const option = group?.options.find((o) => o.optionId === optionId);
  return group && option ? `${nameOf(group, lang)}: ${nameOf(option, lang)}` : (saved ?? '');
}

function LineDetails({ line, lang }: { line: CartItem; lang: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shop = useCartShop();
  const { data } = useCatalogue(shop);
  const plu = data?.plus.find((p) => p.pluId === line.pluId);
  const removed = (line.ingredients as { name1?: string; name2?: string }[]).map((i) =>
    nameOf({ name1: i.name1 ?? '', name2: i.name2 ?? '' }, lang),
  );
  return (
    <ul className={styles.details}>
      {line.attrs.map((a, i) => (
        <li key={`a${i}`}>
          {attrName(plu, a.attrId, a.name, lang)}
          {a.price ? ` (+${money(a.price)})` : ''}
        </li>
      ))}
      {line.mealPlus.map((m, i) => (
        <li key={`m${i}`}>
          {nameOf({ name1: m.pluName1 ?? '', name2: m.pluName2 ?? '' }, lang)}
          {m.price ? ` (+${money(m.price)})` : ''}
        </li>
      ))}
      {removed.length ? <li>{t('orders.without', { list: removed.join(', ') })}</li> : null}
      {line.notes ? <li>{t('orders.noteLine', { notes: line.notes })}</li> : null}
    </ul>
  );
}

/** At a showStock venue: the most this line may hold (the item's stock less its other lines). */
function useLineMax(line: CartItem): number {
  const shop = useCartShop();
  const { data } = useCatalogue(shop);
  const { settings } = useSnapshot(venue);
  const { cart } = useSnapshot(cartStore);
  const stock = data?.plus.find((p) => p.pluId === line.pluId)?.stock;
  if (!settings.showStock || typeof stock !== 'number') return 99;
  const others = cart.itemList
    .filter((l) => l.pluId === line.pluId && l.lineNo !== line.lineNo)
    .reduce((n, l) => n + l.quantity, 0);
  return Math.max(0, stock - others);
}

function Line({ line, lang, compact }: { line: CartItem; lang: string; compact?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const max = useLineMax(line);
  const editTo = useTarget(`cartitem/${line.lineNo}`);
  const name = nameOf(line, lang);
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        <span className={styles.lineName}>{compact ? `${line.quantity} × ${name}` : name}</span>
        <span className={styles.amount}>{money(line.amount)}</span>
      </div>
      <LineDetails line={line} lang={lang} />
      {compact ? null : (
        <div className={styles.lineActions}>
          <Stepper
            value={line.quantity}
            min={1}
            max={Math.max(max, 1)}
            allowZero
            label={t('ordering.quantityOf', { name })}
            itemName={name}
            onChange={(q) => setLineQuantity(line.lineNo, q)}
          />
          <RouterLink to={editTo} className={styles.action} aria-label={t('orders.editItem', { name })}>
            {t('orders.edit')}
          </RouterLink>
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            onClick={() => removeLine(line.lineNo)}
            aria-label={t('orders.removeItem', { name })}
          >
            {t('orders.remove')}
          </button>
        </div>
      )}
    </li>
  );
}

export function Totals() {
  const { t } = useTranslation();
  const money = useMoney();
  const { cart } = useSnapshot(cartStore);
  const { settings } = useSnapshot(venue);
  const rows: [string, number][] = [];
  if (settings.showSubtotal) rows.push([t('orders.subtotal'), cart.originalAmount]);
  if (cart.discountAmount) rows.push([t('orders.discounts'), -cart.discountAmount]);
  if (cart.serviceFee) rows.push([t('orders.serviceFee'), cart.serviceFee]);
  if (cart.otherChargeAmount) rows.push([settings.otherChargeName || t('orders.otherCharge'), cart.otherChargeAmount]);
  if (cart.deliveryFee) rows.push([t('orders.deliveryFee'), cart.deliveryFee]);
  if (cart.surchargeAmount) rows.push([t('orders.surcharge'), cart.surchargeAmount]);
  return (
    <dl className={styles.totals} aria-label={t('orders.totals')}>
      {rows.map(([k, v]) => (
        <div key={k} className={styles.totalRow}>
          <dt>{k}</dt>
          <dd>{v < 0 ? `−${money(-v)}` : money(v)}</dd>
        </div>
      ))}
      <div className={styles.totalRow}>
        <dt>{t('orders.gstIncluded')}</dt>
        <dd>{money(cart.gst)}</dd>
      </div>
      <div className={`${styles.totalRow} ${styles.grand}`}>
        <dt>{t('orders.total')}</dt>
        <dd>{money(cart.amountDue || cart.totalAmount)}</dd>
      </div>
    </dl>
  );
}

type OrderedState = 'idle' | 'loading' | 'error';

/**
 * Table service: what the table already ordered in this session fills cart.balancedList, read from
 * the venue when the cart opens (src/features/table/ordered.ts, loaded only while a table session is live).
 */
function useAlreadyOrdered(): [OrderedState, () => void] {
  const { table, sessionId } = useSnapshot(session);
  const [state, setState] = useState<OrderedState>('idle');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!table || !sessionId) {
      // No table session: nothing was ordered here (a list left from an ended session goes).
      if (cartStore.cart.balancedList?.length) cartStore.cart = { ...cartStore.cart, balancedList: [] };
      setState('idle');
      return;
    }
    let live = true;
    setState('loading');
    void import('../../features/table')
      .then((m) => m.refreshAlreadyOrdered())
      .then(
        (out) => {
          if (live) setState(out === 'error' ? 'error' : 'idle');
        },
        () => {
          if (live) setState('error');
        },
      );
    return () => {
      live = false;
    };
  }, [table, sessionId, round]);
  return [state, () => setRound((r) => r + 1)];
}

function OrderedNotice({ state, retry }: { state: OrderedState; retry: () => void }) {
  const { t } = useTranslation();
  if (state === 'loading')
    return (
      <Status as="p" className={styles.orderedNote}>
        {t('tablesvc.orderedLoading')}
      </Status>
    );
  if (state === 'error')
    return (
      <Alert as="p" tone="none" className={styles.orderedNote}>
        {t('tablesvc.orderedFailed')}{' '}
        <button type="button" className={styles.action} onClick={retry}>
          {t('tablesvc.retry')}
        </button>
      </Alert>
    );
  return null;
}

export default function CartView({ showCheckout = true, compact = false }: CartViewProps) {
  const { t } = useTranslation();
  useCartShop();
  const lang = useLang();
  const { cart } = useSnapshot(cartStore);
  const { settings } = useSnapshot(venue);
  const perPage = settings.cartItemPerPage;
  const [page, setPage] = useState(0);
  const [ordered, retryOrdered] = useAlreadyOrdered();
  const menuTo = useTarget('home');
  const checkoutTo = useTarget('checkout');
  const emptyRef = useRef<HTMLElement>(null);
  const lines = cart.itemList as CartItem[];
  const balanced = (cart.balancedList ?? []) as CartItem[];
  if (!lines.length && !balanced.length) {
    return (
      <section ref={emptyRef} tabIndex={-1} className={styles.empty} aria-label={t('orders.cart')}>
        <OrderedNotice state={ordered} retry={retryOrdered} />
        <p>{t('orders.cartEmpty')}</p>
        <RouterLink to={menuTo} className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}>
          {t('orders.browseMenu')}
        </RouterLink>
      </section>
    );
  }
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  const current = Math.min(page, pages - 1);
  const shown = compact ? lines : lines.slice(current * perPage, (current + 1) * perPage);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section className={styles.cart} aria-label={t('orders.cart')}>
      {lines.length ? (
        <div className={styles.head}>
          <p className={styles.count} aria-live="polite">
            {t('ordering.itemCount', { count })}
          </p>
          {compact ? null : <ClearCart count={count} emptyCart={() => emptyRef.current} />}
        </div>
      ) : (
        // Only what the table already ordered: nothing new in the cart yet.
        <div className={styles.emptyNew}>
          <p>{t('orders.cartEmpty')}</p>
          <RouterLink to={menuTo} className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}>
            {t('orders.browseMenu')}
          </RouterLink>
        </div>
      )}
      <ul className={styles.lines}>
        {shown.map((l) => (
          <Line key={l.lineNo} line={l} lang={lang} compact={compact} />
        ))}
      </ul>
      {!compact && pages > 1 ? (
        <nav className={styles.pager} aria-label={t('orders.cartPages')}>
          <button type="button" className={styles.action} disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('orders.previous')}
          </button>
          <span>{t('orders.pageOf', { page: current + 1, pages })}</span>
          <button
            type="button"
            className={styles.action}
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('orders.next')}
          </button>
        </nav>
      ) : null}
      {balanced.length ? (
        <section className={styles.balanced} aria-labelledby="already-ordered">
          <h2 id="already-ordered" className={styles.subhead}>
            {t('orders.alreadyOrdered')}
          </h2>
          <p className={styles.orderedNote}>{t('tablesvc.orderedNotCharged')}</p>
          <ul className={styles.lines} data-testid="already-ordered">
            {balanced.map((l, i) => (
              <Line key={`b${i}`} line={l} lang={lang} compact />
            ))}
          </ul>
        </section>
      ) : null}
      <OrderedNotice state={ordered} retry={retryOrdered} />
      {lines.length ? <Totals /> : null}
      {showCheckout && lines.length ? (
        <RouterLink to={checkoutTo} className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}>
          {t('orders.goToCheckout')}
        </RouterLink>
      ) : null}
    </section>
  );
}
