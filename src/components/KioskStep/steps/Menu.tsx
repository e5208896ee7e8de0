// Categories and items with large touch targets: a category row, item tiles, and the product's
// options (the ordering ProductDetail, in a dialog) before it goes in the cart. A bar at the foot
// leads to the cart, help, call staff, the member card and the last order.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk, useMemberTotals } from '../../../features/kiosk';
import { flatCategories, itemsOf, nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import Dialog from '../../Dialog/Dialog';
import MemberSummary from './MemberSummary';
import { BigButton, EventButton, StepFrame, styles } from './parts';
import { Alert, toneClass } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

const ProductDetail = lazy(() => import('../../ProductDetail/ProductDetail'));

export default function Menu() {
  const { t } = useTranslation();
  const shop = useCartShop();
  const lang = useLang();
  const money = useMoney();
  const cat = useCatalogue(shop);
  const cart = useSnapshot(cartStore);
  const [chosenCat, setCat] = useState('');
  const [item, setItem] = useState<{ id: string; name: string } | null>(null);
  const { config } = useSnapshot(kiosk);
  const totals = useMemberTotals(); // with the scanned member card's discount and points
  // The menu group staff chose (menu change) narrows the menu to that category and its sub-categories.
  const group = config.settings.menuGroup;
  const all = cat.data ? flatCategories(cat.data) : [];
  const inGroup =
    group && all.some((c) => c.catId === group) ? all.filter((c) => c.catId === group || c.parentId === group) : all;
  const cats = cat.data ? inGroup.filter((c) => itemsOf(cat.data!, c.catId).length > 0) : [];
  const current = cats.find((c) => c.catId === chosenCat) ?? cats[0];
  const items = cat.data && current ? itemsOf(cat.data, current.catId) : [];
  const count = cart.cart.itemList.reduce((n, l) => n + l.quantity, 0);
  return (
    <StepFrame title={t('kiosk.menuTitle')}>
      {cat.isLoading ? (
        <Status as="p" className={styles.note}>
          {t('kiosk.loading')}
        </Status>
      ) : null}
      {cat.error && !cat.data ? (
        <Alert tone="none">
          <p className={toneClass()}>{t('kiosk.menuFailed')}</p>
          <BigButton onClick={() => void cat.mutate()}>{t('kiosk.retry')}</BigButton>
        </Alert>
      ) : null}
      {cat.data && cats.length === 0 ? <p className={styles.note}>{t('kiosk.menuEmpty')}</p> : null}
      {cats.length ? (
        <nav aria-label={t('kiosk.menuCategories')}>
          <div className={styles.tabs}>
            {cats.map((c) => (
              <button
                key={c.catId}
                type="button"
                className={styles.tab}
                aria-pressed={c.catId === current?.catId}
                onClick={() => setCat(c.catId)}
              >
                {nameOf(c, lang)}
              </button>
            ))}
          </div>
        </nav>
      ) : null}
      {current ? (
        <section aria-labelledby="kiosk-cat-name">
          <h2 id="kiosk-cat-name">{nameOf(current, lang)}</h2>
          <ul className={styles.items}>
            {items.map((p) => {
              const name = nameOf(p, lang);
              return (
                <li key={p.pluId}>
                  <button type="button" className={styles.item} onClick={() => setItem({ id: p.pluId, name })}>
                    {p.image ? <img className={styles.itemImage} src={p.image} alt="" loading="lazy" /> : null}
                    <span>{name}</span>
                    <span className={styles.price}>{money(p.priceCents)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <MemberSummary />
      <div className={styles.bar}>
        <EventButton event="BACK" />
        <EventButton event="HELP">{t('kiosk.menuHelp')}</EventButton>
        <EventButton event="CALL_STAFF">{t('kiosk.menuCallStaff')}</EventButton>
        <EventButton event="MEMBERSHIP">{t('kiosk.menuMember')}</EventButton>
        <EventButton event="RECALL">{t('kiosk.menuRecall')}</EventButton>
        <span className={styles.spacer} />
        <BigButton onClick={() => sendFlowEvent('CART')} disabled={count === 0}>
          {t('kiosk.menuViewCart', { count, total: money(totals.cart.amountDue) })}
        </BigButton>
      </div>
      <Dialog
        id="kiosk-item"
        open={Boolean(item)}
        title={item?.name ?? ''}
        emit={(ev) => {
          if (ev === 'close') setItem(null);
        }}
      >
        {item ? (
          <div className={styles.sheet}>
            <Suspense fallback={<Status as="p">{t('kiosk.loading')}</Status>}>
              <ProductDetail
                productId={item.id}
                emit={(ev) => {
                  if (ev === 'added') setItem(null);
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </Dialog>
    </StepFrame>
  );
}
