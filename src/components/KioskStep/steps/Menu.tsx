// Categories and items at kiosk scale: a category rail at the side, item tiles beside it, and the
// product's options (the ordering ProductDetail, in a full-screen dialog with large option tiles)
// before it goes in the cart. Help, call staff, the member card and this visit's last order sit under
// the heading; the bottom bar holds back and "View cart" with the count and the cart's total.
// Every tap answers within 100 ms at 4x CPU slowdown (issue 34, docs/performance.md "Kiosk taps"): the
// rail's pressed button is the urgent update and the item tiles follow as a deferred one (a memoised
// grid, so opening an item or a cart change does not draw them again); the item dialog's code loads
// with the menu.
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { useMemberTotals } from '../../../features/kiosk/visit';
import { flatCategories, itemsOf, nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import MemberSummary from './MemberSummary';
import { BigButton, EventButton, StepBar, StepFrame, styles } from './parts';
import { Alert, toneClass } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

const loadItemDialog = () => import('./ItemDialog');
const ItemDialog = lazy(loadItemDialog);

type Tile = { pluId: string; name: string; image?: string; price: string };
type OpenItem = { id: string; name: string };

/**
 * The item dialog's place: it keeps which item is open, so an item tap draws only this and the dialog,
 * not the whole step again (the tap's 100 ms budget). `register` hands the step its opener.
 */
const ItemSlot = memo(function ItemSlot({ register }: { register: (open: (item: OpenItem) => void) => void }) {
  const [item, setItem] = useState<OpenItem | null>(null);
  useEffect(() => register(setItem), [register]);
  return item ? (
    <Suspense fallback={null}>
      <ItemDialog productId={item.id} name={item.name} onClose={() => setItem(null)} />
    </Suspense>
  ) : null;
});

/** The item tiles of one category; drawn again only when the category, language or prices change. */
const ItemTiles = memo(function ItemTiles({ tiles, onOpen }: { tiles: Tile[]; onOpen: (item: OpenItem) => void }) {
  return (
    <ul className={styles.items}>
      {tiles.map((p) => (
        <li key={p.pluId}>
          <button type="button" className={styles.item} onClick={() => onOpen({ id: p.pluId, name: p.name })}>
            {p.image ? <img className={styles.itemImage} src={p.image} alt="" loading="lazy" /> : null}
            <span>{p.name}</span>
            <span className={styles.price}>{p.price}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});

export default function Menu() {
  const { t } = useTranslation();
  const shop = useCartShop();
  const lang = useLang();
  const money = useMoney();
  const cat = useCatalogue(shop);
  const cart = useSnapshot(cartStore);
  const [chosenCat, setCat] = useState('');
  const opener = useRef<((item: OpenItem) => void) | null>(null);
  const register = useCallback((open: (item: OpenItem) => void) => {
    opener.current = open;
  }, []);
  const openItem = useCallback((item: OpenItem) => opener.current?.(item), []);
  const { config, order } = useSnapshot(kiosk);
  const totals = useMemberTotals(); // with the scanned member card's discount and points
  // The menu group staff chose (menu change) narrows the menu to that category and its sub-categories.
  const group = config.settings.menuGroup;
  const data = cat.data;
  const cats = useMemo(() => {
    if (!data) return [];
    const all = flatCategories(data);
    const inGroup =
      group && all.some((c) => c.catId === group) ? all.filter((c) => c.catId === group || c.parentId === group) : all;
    return inGroup.filter((c) => itemsOf(data, c.catId).length > 0);
  }, [data, group]);
  const current = cats.find((c) => c.catId === chosenCat) ?? cats[0];
  // The tiles follow the rail as a deferred update: the pressed category answers the tap first.
  const shownCat = useDeferredValue(current?.catId ?? '');
  const shown = cats.find((c) => c.catId === shownCat) ?? current;
  const tiles = useMemo<Tile[]>(
    () =>
      data && shown
        ? itemsOf(data, shown.catId).map((p) => ({
            pluId: p.pluId,
            name: nameOf(p, lang),
            image: p.image || undefined,
            price: money(p.priceCents),
          }))
        : [],
    [data, shown, lang, money],
  );
  // The item dialog's code (and the product form in it) loads with the menu, not on the first tap.
  useEffect(() => {
    void loadItemDialog().catch(() => undefined);
    void import('../../ProductDetail/ProductDetail').catch(() => undefined);
  }, []);
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
          {shown ? (
            <section aria-labelledby="kiosk-cat-name" className={styles.menuItems} aria-busy={shown !== current}>
              <h2 id="kiosk-cat-name" className={styles.catName}>
                {nameOf(shown, lang)}
              </h2>
              <ItemTiles tiles={tiles} onOpen={openItem} />
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
      <ItemSlot register={register} />
    </StepFrame>
  );
}
