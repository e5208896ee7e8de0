// Cashier mode (issue 19; merchant family route 'cashier' of a venue in cashier mode): staff enter
// the customer's order at the counter, the venue prices it (feeCalc), staff take cash and the change
// is shown with the spec's cash rounding (domain cashTender), and the order is placed as a cash order
// (one idempotency key per order: a retry never places it twice). Cash put into or taken out of the
// drawer is recorded too (CashMoves), feeding the cash in and out report. Items needing a choice
// (an option group with a minimum) are ordered through the menu screens, not here.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { cashTender, parseDollars, quickTenders } from '../../domain';
import { useFamily } from '../../engine/runtime/family';
import { useMoney } from '../../shared/hooks';
import {
  feeCalc,
  flatCategories,
  isListed,
  nameOf,
  newIdempotencyKey,
  orderRefusal,
  placeOrder,
  useCatalogue,
  type OrderType,
  type Plu,
  type WireCart,
} from '../../features/ordering';
import { installKioskApp, opsStyles as ops } from '../../features/kioskops';
import CashMoves from './CashMoves';
import styles from './CashierCounter.module.css';
import type { CashierCounterProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

type Lines = Record<string, number>;
type Placed = { orderNo: string; changeCents: number } | null;

const simple = (p: Plu) => isListed(p) && !(p.attr ?? []).some((a) => (a.min ?? 0) > 0);

export default function CashierCounter({ cashMoves = true }: CashierCounterProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { shop = '' } = useParams();
  const { base, family } = useFamily();
  const catalogue = useCatalogue(shop);
  const [cat, setCat] = useState('');
  const [lines, setLines] = useState<Lines>({});
  const [orderType, setOrderType] = useState<OrderType>('takeaway');
  const [total, setTotal] = useState<number | null>(null);
  const [tendered, setTendered] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<Placed>(null);
  const key = useRef(newIdempotencyKey());
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void installKioskApp(base, family?.id ?? '', shop);
  }, [base, family, shop]);

  const cats = catalogue.data
    ? flatCategories(catalogue.data).filter((c) => catalogue.data!.plus.some((p) => p.catId === c.catId && simple(p)))
    : [];
  const current = cat || cats[0]?.catId || '';
  const plus = catalogue.data ? catalogue.data.plus.filter((p) => p.catId === current && simple(p)) : [];
  const byId = useMemo(() => new Map((catalogue.data?.plus ?? []).map((p) => [p.pluId, p])), [catalogue.data]);
  const cart: WireCart = useMemo(
    () => ({
      orderType,
      itemList: Object.entries(lines)
        .filter(([, q]) => q > 0)
        .map(([pluId, quantity]) => ({ pluId, quantity, attrs: [], mealPlus: [], removedIngredients: [] })),
    }),
    [lines, orderType],
  );

  // The venue prices the order (discounts, GST, surcharges): asked again whenever it changes.
  useEffect(() => {
    if (!cart.itemList.length) {
      setTotal(null);
      return;
    }
    let live = true;
    setTotal(null);
    void feeCalc(cart, 'cash')
      .then((r) => {
        if (live) setTotal(typeof r.totalCents === 'number' ? r.totalCents : null);
      })
      .catch(() => {
        if (live) setError(t('kioskops.orderFailed', { message: '' }));
      });
    return () => {
      live = false;
    };
  }, [cart, t]);

  const tenderedCents = parseDollars(tendered);
  const tender = total === null ? null : cashTender(total, tenderedCents ?? 0);
  const add = (id: string, d: number) => {
    setPlaced(null);
    setLines((l) => ({ ...l, [id]: Math.max(0, (l[id] ?? 0) + d) }));
  };
  const reset = () => {
    setLines({});
    setTendered('');
    setError('');
    key.current = newIdempotencyKey();
  };

  const take = async () => {
    if (busy || total === null || !tender || tender.changeCents === null || tenderedCents === null) return;
    setBusy(true);
    setError('');
    try {
      const o = await placeOrder({ idempotencyKey: key.current, cart, payment: 'cash', expectedTotalCents: total });
      setPlaced({ orderNo: o.orderNo, changeCents: tender.changeCents });
      reset();
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (e) {
      setError(
        t('kioskops.orderFailed', {
          message: orderRefusal(e)?.display || t('api.error'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const name = (p: Plu) => nameOf(p, i18n.language);
  return (
    <section className={`${ops.box} ${styles.box}`} aria-labelledby="cashier-title">
      <h1 id="cashier-title" className={ops.title}>
        {t('kioskops.cashierTitle')}
      </h1>
      <p className={ops.note}>{t('kioskops.cashierIntro')}</p>
      <Status as="p" ref={resultRef} tabIndex={-1} className={ops.status} data-testid="cashier-result">
        {placed ? t('kioskops.placed', { orderNo: placed.orderNo, change: money(placed.changeCents) }) : ''}
      </Status>
      {catalogue.error && !catalogue.data ? <Alert as="p">{t('kioskops.catalogueFailed')}</Alert> : null}
      <div className={styles.columns}>
        <div className={ops.field}>
          <label htmlFor="cashier-category">{t('kioskops.category')}</label>
          <select id="cashier-category" className={ops.input} value={current} onChange={(e) => setCat(e.target.value)}>
            {cats.map((c) => (
              <option key={c.catId} value={c.catId}>
                {nameOf(c, i18n.language)}
              </option>
            ))}
          </select>
          <ul className={styles.grid} aria-label={t('kioskops.category')}>
            {plus.map((p) => (
              <li key={p.pluId}>
                <button
                  type="button"
                  className={`${buttonClass({ variant: 'secondary', size: 'lg' })} ${styles.plu}`}
                  onClick={() => add(p.pluId, 1)}
                >
                  <span>{name(p)}</span> <span className={ops.meta}>{money(p.priceCents)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={ops.field}>
          <h2 className={styles.h2}>{t('kioskops.order')}</h2>
          <fieldset className={styles.types}>
            <legend className={styles.legend}>{t('kioskops.order')}</legend>
            {(['takeaway', 'eatin'] as OrderType[]).map((v) => (
              <label key={v} className={styles.radio}>
                <input
                  type="radio"
                  name="cashier-order-type"
                  value={v}
                  checked={orderType === v}
                  onChange={() => setOrderType(v)}
                />
                {t(v === 'eatin' ? 'kioskops.dineIn' : 'kioskops.takeAway')}
              </label>
            ))}
          </fieldset>
          {cart.itemList.length === 0 ? (
            <p className={ops.empty}>{t('kioskops.emptyOrder')}</p>
          ) : (
            <ul className={ops.list} data-testid="cashier-lines">
              {cart.itemList.map((l) => {
                const p = byId.get(l.pluId);
                const n = p ? name(p) : l.pluId;
                return (
                  <li key={l.pluId} className={styles.line}>
                    <span>
                      {l.quantity} × {n}
                    </span>
                    <span className={ops.actions}>
                      <Button
                        variant="secondary"
                        size="lg"
                        onClick={() => add(l.pluId, -1)}
                        aria-label={t('kioskops.remove', { name: n })}
                      >
                        −
                      </Button>
                      <Button
                        variant="secondary"
                        size="lg"
                        onClick={() => add(l.pluId, 1)}
                        aria-label={t('kioskops.add', { name: n })}
                      >
                        +
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {tender ? (
            <dl className={ops.figures}>
              <div className={ops.figure}>
                <dt>{t('kioskops.toPay')}</dt>
                <dd data-testid="cashier-due">{money(tender.dueCents)}</dd>
              </div>
              {tender.roundingCents ? (
                <div className={ops.figure}>
                  <dt>{t('kioskops.rounding')}</dt>
                  <dd>{money(tender.roundingCents)}</dd>
                </div>
              ) : null}
              <div className={ops.figure}>
                <dt>{t('kioskops.change')}</dt>
                <dd data-testid="cashier-change">
                  {tender.changeCents === null
                    ? t('kioskops.short', { amount: money(tender.shortCents) })
                    : money(tender.changeCents)}
                </dd>
              </div>
            </dl>
          ) : cart.itemList.length ? (
            <Status as="p" aria-busy="true">
              {t('kioskops.loading')}
            </Status>
          ) : null}
          <div className={ops.field}>
            <label htmlFor="cashier-tendered">{t('kioskops.tendered')}</label>
            <input
              id="cashier-tendered"
              className={ops.input}
              inputMode="decimal"
              value={tendered}
              onChange={(e) => setTendered(e.target.value)}
              aria-describedby="cashier-tendered-hint"
              aria-invalid={tendered !== '' && tenderedCents === null ? true : undefined}
            />
            <span id="cashier-tendered-hint" className={ops.meta}>
              {tendered !== '' && tenderedCents === null ? t('kioskops.tenderedInvalid') : t('kioskops.tenderedHint')}
            </span>
            {tender ? (
              <span className={ops.actions}>
                {quickTenders(tender.dueCents).map((c) => (
                  <Button
                    variant="secondary"
                    size="lg"
                    key={c}
                    type="button"
                    onClick={() => setTendered((c / 100).toFixed(2))}
                    aria-label={t('kioskops.quickTender', { amount: money(c) })}
                  >
                    {money(c)}
                  </Button>
                ))}
              </span>
            ) : null}
          </div>
          {error ? <Alert as="p">{error}</Alert> : null}
          <Button
            variant="primary"
            size="lg"
            disabled={busy || !tender || tender.changeCents === null || tenderedCents === null}
            onClick={() => void take()}
          >
            {busy ? t('kioskops.placing') : t('kioskops.takeCash')}
          </Button>
        </div>
      </div>
      {cashMoves ? <CashMoves /> : null}
    </section>
  );
}
