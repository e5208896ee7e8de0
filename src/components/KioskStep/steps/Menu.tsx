// Categories and items at kiosk scale: a category rail at the side, item tiles beside it, and the
// product's options (the ordering ProductDetail, in a full-screen dialog with large option tiles)
// before it goes in the cart. Help, call staff, the member card and this visit's last order sit under
// the heading; the bottom bar holds back and "View cart" with the count and the cart's total.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk, useMemberTotals } from '../../../features/kiosk';
import { flatCategories, itemsOf, nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import MemberSummary from './MemberSummary';
import { BigButton, EventButton, StepBar, StepFrame, styles } from './parts';
import { Alert, toneClass } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

const ItemDialog = lazy(() => import('./ItemDialog'));

export default function Menu() {
  const { t } = useTranslation();
  const shop = useCartShop();
  const lang = useLang();
  const money = useMoney();
  const cat = useCatalogue(shop);
  const cart = useSnapshot(cartStore);
  const [chosenCat, setCat] = useState('');
  const [item, setItem] = useState<{ id: string; name: string } | null>(null);
  const { config, order } = useSnapshot(kiosk);
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
      <div className={styles.tools}>
        <EventButton event="HELP">{t('kiosk.menuHelp')}</EventButton>
        <EventButton event="CALL_STAFF">{t('kiosk.menuCallStaff')}</EventButton>
        <EventButton event="MEMBERSHIP">{t('kiosk.menuMember')}</EventButton>
        {/* The last order belongs to this visit only: the next customer does not see it. */}
        {order ? <EventButton event="RECALL">{t('kiosk.menuRecall')}</EventButton> : null}
      </div>
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
        <div className={styles.menu}>
          <nav aria-label={t('kiosk.menuCategories')} className={styles.rail}>
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
          </nav>
          {current ? (
            <section aria-labelledby="kiosk-cat-name">
              <h2 id="kiosk-cat-name" className={styles.catName}>
                {nameOf(current, lang)}
              </h2>
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
        </div>
      ) : null}
      <MemberSummary />
      <StepBar
        back={<EventButton event="BACK" />}
        next={
          <BigButton onClick={() => sendFlowEvent('CART')} disabled={count === 0}>
            {t('kiosk.menuViewCart', { count, total: money(totals.cart.amountDue) })}
          </BigButton>
        }
      />
      {item ? (
        <Suspense fallback={null}>
          <ItemDialog productId={item.id} name={item.name} onClose={() => setItem(null)} />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}
