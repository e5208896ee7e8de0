// The product screen: picture, name, price, option groups ("choose up to N" / "at least N"),
// removable ingredients, meal extras, notes (preset and free text, capped), quantity (never below
// the item minimum), stock when the venue shows it, and Add to cart ('item added' with a link to the
// cart, announced by the inline status). With `lineNo` it edits that cart line instead.
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { translateMessage, useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { validateNotes, validateOptionGroup, validateQuantity, type ValidationResult } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import type { EngineProps } from '../../engine/runtime/registry';
import {
  chosenIn,
  EditInPlaceContext,
  emptySelection,
  minQuantityOf,
  nameOf,
  selectionOf,
  servedText,
  toCartInput,
  useCatalogue,
  type CatAttr,
  type Plu,
  type Selection,
  useLang,
} from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { useGo, useMoney } from '../../shared/hooks';
import { addToCart, cartStore, findLine, updateLine } from '../../state/cart';
import { showToast } from '../../state/ui';
import { app, venue } from '../../state/stores';
import { Stepper } from '../QuantityStepper/Stepper';
import styles from './ProductDetail.module.css';
import type { ProductDetailProps } from '../../generated/component-props';
import { Alert, toneClass } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** A field's error: a domain rule's result, or this screen's own (the stock limit). */
type FieldError = ValidationResult | { ok: false; key: string; message: string; values?: Record<string, unknown> };

function groupHint(a: CatAttr, t: (k: string, v?: Record<string, unknown>) => string): string {
  const min = Number(a.min) || 0;
  const max = Number(a.max) || 0;
  if (min > 0 && min === max) return t('ordering.chooseExactly', { count: min });
  if (min > 0 && max > 0) return t('ordering.chooseBetween', { min, max });
  if (min > 0) return t('ordering.chooseAtLeast', { count: min });
  if (max > 0) return t('ordering.chooseUpTo', { count: max });
  return t('ordering.optional');
}

function Editor({ plu, lineNo, emit }: { plu: Plu; lineNo?: number; emit?: EngineProps['emit'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  const go = useGo();
  const inPlace = useContext(EditInPlaceContext);
  const cartTo = useTarget('cart');
  const { settings } = useSnapshot(venue);
  // A closed venue (licence or trading hours): the product shows, ordering does not.
  const { closed: isClosed, closedMessage } = useSnapshot(app);
  const closed = Boolean(isClosed);
  const editing = lineNo !== undefined ? findLine(cartStore, lineNo) : undefined;
  const [sel, setSel] = useState<Selection>(() => (editing ? selectionOf(editing) : emptySelection(plu)));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [added, setAdded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const name = nameOf(plu, lang);
  const description = lang === 'zh-hans' ? plu.description2 || plu.description1 : plu.description1 || plu.description2;
  const minQty = minQuantityOf(plu);
  const noteMax = settings.itemNoteMaxLength;
  const showStock = settings.showStock && typeof plu.stock === 'number';
  // What the cart already holds of this item (other lines than the one being edited) counts against the stock.
  const { cart } = useSnapshot(cartStore);
  const inCart = showStock
    ? cart.itemList
        .filter((l) => l.pluId === plu.pluId && l.lineNo !== editing?.lineNo)
        .reduce((n, l) => n + l.quantity, 0)
    : 0;
  const left = showStock ? Math.max(0, (plu.stock ?? 0) - inCart) : 999;
  // An item with its own hours (issue 31): its words always, never added outside them.
  const served = servedText(t, plu);
  const soldOut = plu.soldOut === true || (showStock && left <= 0) || served?.now === false;
  const maxQty = left;
  const input = useMemo(() => toCartInput(plu, sel, lang), [plu, sel, lang]);
  const unit =
    input.price +
    (input.attrs ?? []).reduce((s, a) => s + (a.price ?? 0) * (a.quantity ?? 0), 0) +
    (input.mealPlus ?? []).reduce((s, m) => s + (m.price ?? 0) * (m.quantity ?? 0), 0);

  useEffect(() => {
    setAdded(false);
  }, [sel]);

  const toggleOption = (a: CatAttr, optionId: string, on: boolean) => {
    const max = Number(a.max) || 0;
    setSel((s) => {
      const group = max === 1 ? {} : { ...(s.options[a.attrId] ?? {}) };
      if (on) group[optionId] = 1;
      else delete group[optionId];
      const next = { ...s, options: { ...s.options, [a.attrId]: group } };
      const count = chosenIn(next, a.attrId);
      if (max > 1 && count > max) {
        setErrors((e) => ({ ...e, [a.attrId]: validateOptionGroup(count, { max }) }));
        return s;
      }
      setErrors((e) => {
        const { [a.attrId]: _drop, ...rest } = e;
        return rest;
      });
      return next;
    });
  };

  const submit = () => {
    const errs: Record<string, FieldError> = {};
    for (const a of plu.attr ?? []) {
      const r = validateOptionGroup(chosenIn(sel, a.attrId), { min: Number(a.min) || 0, max: Number(a.max) || 0 });
      if (!r.ok) errs[a.attrId] = r;
    }
    setAdded(false);
    const q = validateQuantity(sel.quantity, minQty);
    if (!q.ok) errs._quantity = q;
    else if (showStock && sel.quantity > left)
      errs._quantity = {
        ok: false,
        key: 'ordering.onlyLeft',
        values: { count: left },
        message: `Only ${left} more can be added.`,
      } as FieldError;
    const n = validateNotes(sel.notes, noteMax);
    if (!n.ok) errs._notes = n;
    setErrors(errs);
    if (Object.keys(errs).length) {
      const first = Object.keys(errs)[0];
      const group = [...(formRef.current?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].find(
        (el) => el.dataset.group === first,
      );
      group?.querySelector<HTMLElement>('input, textarea, button')?.focus();
      return;
    }
    if (closed) return;
    if (editing) {
      updateLine(editing.lineNo, input);
      showToast('ordering.itemUpdated', { tone: 'success' });
      if (inPlace) emit?.('updated', { pluId: plu.pluId, lineNo: editing.lineNo });
      else go('cart');
      return;
    }
    addToCart(input);
    // One announcement: the inline status under the button (with its 'View cart' link), no toast too.
    setAdded(true);
    emit?.('added', { pluId: plu.pluId, quantity: sel.quantity });
  };

  const errText = (r?: FieldError) => (r && !r.ok ? t(r.key, { ...r.values, defaultValue: r.message }) : '');

  return (
    <article className={styles.detail} aria-labelledby="product-name">
      <div className={styles.media}>
        {plu.image ? <img className={styles.image} src={plu.image} alt={name} width={480} height={360} /> : null}
      </div>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <h1 id="product-name" className={styles.name}>
          {name}
        </h1>
        <p className={styles.price}>{money(plu.priceCents)}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
        {served ? (
          <p id="product-served" className={styles.stock} data-testid="served">
            {served.text}
          </p>
        ) : null}
        {plu.soldOut === true ? (
          <p className={styles.stock} data-testid="stock">
            {t('ordering.soldOut')}
          </p>
        ) : showStock ? (
          <p className={styles.stock} data-testid="stock">
            {(plu.stock ?? 0) <= 0 ? t('ordering.soldOut') : t('ordering.inStock', { count: plu.stock })}
            {inCart > 0
              ? ` ${soldOut ? t('ordering.allInCart', { count: inCart }) : t('ordering.someInCart', { count: inCart })}`
              : ''}
          </p>
        ) : null}

        {(plu.attr ?? []).map((a) => {
          const single = Number(a.max) === 1;
          const err = errText(errors[a.attrId]);
          const hintId = `hint-${a.attrId}`;
          const errId = `err-${a.attrId}`;
          return (
            <fieldset
              key={a.attrId}
              className={`${styles.group} ${err ? styles.invalid : ''}`}
              data-group={a.attrId}
              aria-describedby={`${hintId}${err ? ` ${errId}` : ''}`}
            >
              <legend className={styles.legend}>{nameOf(a, lang)}</legend>
              <p id={hintId} className={styles.hint}>
                {groupHint(a, t)}
              </p>
              {a.options.map((o) => {
                const checked = (sel.options[a.attrId]?.[o.optionId] ?? 0) > 0;
                return (
                  <label key={o.optionId} className={styles.choice}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`attr-${a.attrId}`}
                      checked={checked}
                      onChange={(e) => toggleOption(a, o.optionId, e.target.checked)}
                    />
                    <span className={styles.choiceName}>{nameOf(o, lang)}</span>
                    {o.priceCents ? <span className={styles.extra}>+{money(o.priceCents)}</span> : null}
                  </label>
                );
              })}
              {err ? (
                <Alert as="p" id={errId}>
                  {err}
                </Alert>
              ) : null}
            </fieldset>
          );
        })}

        {(plu.ingredient1 ?? []).some((i) => i.removable !== false) ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('ordering.ingredients')}</legend>
            <p className={styles.hint}>{t('ordering.ingredientsHint')}</p>
            {(plu.ingredient1 ?? [])
              .filter((i) => i.removable !== false)
              .map((i) => (
                <label key={i.ingredientId} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={!sel.removed.includes(i.ingredientId)}
                    onChange={(e) =>
                      setSel((s) => ({
                        ...s,
                        removed: e.target.checked
                          ? s.removed.filter((x) => x !== i.ingredientId)
                          : [...s.removed, i.ingredientId],
                      }))
                    }
                  />
                  <span className={styles.choiceName}>{nameOf(i, lang)}</span>
                </label>
              ))}
          </fieldset>
        ) : null}

        {(plu.mealPlu ?? []).length ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('ordering.mealExtras')}</legend>
            {(plu.mealPlu ?? []).map((m) => (
              <label key={m.pluId} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={(sel.meals[m.pluId] ?? 0) > 0}
                  onChange={(e) =>
                    setSel((s) => ({ ...s, meals: { ...s.meals, [m.pluId]: e.target.checked ? 1 : 0 } }))
                  }
                />
                <span className={styles.choiceName}>{nameOf(m, lang)}</span>
                {m.priceCents ? <span className={styles.extra}>+{money(m.priceCents)}</span> : null}
              </label>
            ))}
          </fieldset>
        ) : null}

        <div className={styles.group} data-group="_notes">
          {(plu.notes ?? []).length ? (
            <div className={styles.presets} role="group" aria-label={t('ordering.quickNotes')}>
              {(plu.notes ?? []).map((n) => {
                const text = nameOf(n, lang);
                const on = sel.notes.split(', ').includes(text);
                return (
                  <button
                    key={n.noteId}
                    type="button"
                    aria-pressed={on}
                    className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                    onClick={() =>
                      setSel((s) => {
                        const parts = s.notes ? s.notes.split(', ').filter(Boolean) : [];
                        const next = on ? parts.filter((p) => p !== text) : [...parts, text];
                        return { ...s, notes: next.join(', ').slice(0, noteMax) };
                      })
                    }
                  >
                    {text}
                  </button>
                );
              })}
            </div>
          ) : null}
          <label className={styles.legend} htmlFor="item-notes">
            {t('ordering.notes')}
          </label>
          <textarea
            id="item-notes"
            className={styles.notes}
            value={sel.notes}
            maxLength={noteMax}
            rows={2}
            aria-describedby="item-notes-count"
            onChange={(e) => setSel((s) => ({ ...s, notes: e.target.value.slice(0, noteMax) }))}
          />
          <p id="item-notes-count" className={styles.hint}>
            {t('ordering.charactersLeft', { count: noteMax - sel.notes.length })}
          </p>
          {errors._notes ? <Alert as="p">{errText(errors._notes)}</Alert> : null}
        </div>

        <div className={styles.actions} data-group="_quantity">
          <Stepper
            value={sel.quantity}
            min={minQty}
            max={maxQty || minQty}
            label={t('ordering.quantityOf', { name })}
            itemName={name}
            onChange={(q) => setSel((s) => ({ ...s, quantity: q }))}
          />
          {minQty > 1 ? <p className={styles.hint}>{t('ordering.minimumQuantity', { count: minQty })}</p> : null}
          <button
            type="submit"
            className={styles.add}
            disabled={soldOut || closed}
            aria-describedby={closed ? 'product-closed' : served?.now === false ? 'product-served' : undefined}
          >
            {editing
              ? t('ordering.updateItem', { price: money(unit * sel.quantity) })
              : t('ordering.addToCart', { price: money(unit * sel.quantity) })}
          </button>
          {errors._quantity ? <Alert as="p">{errText(errors._quantity)}</Alert> : null}
          {closed ? (
            <p id="product-closed" className={toneClass('danger')}>
              {translateMessage(String(closedMessage || '')) || t('message.shopClosed')}
            </p>
          ) : null}
        </div>
        {added ? (
          <Status as="p" className={styles.added}>
            {t('ordering.itemAddedShort', { name })}{' '}
            <RouterLink to={cartTo} className={styles.link}>
              {t('ordering.viewCart')}
            </RouterLink>
          </Status>
        ) : null}
      </form>
    </article>
  );
}

export default function ProductDetail({ productId, lineNo, emit }: ProductDetailProps & EngineProps) {
  const { t } = useTranslation();
  const shop = useCartShop();
  const { data, error, isLoading, mutate } = useCatalogue(shop);
  const line = lineNo !== undefined && lineNo !== '' ? Number(lineNo) : undefined;
  const pluId = line !== undefined ? findLine(cartStore, line)?.pluId : productId;
  if (isLoading)
    return (
      <Status as="p" className={styles.note}>
        {t('ordering.loadingMenu')}
      </Status>
    );
  if (error || !data)
    return (
      <Alert tone="none" className={styles.note}>
        {t('ordering.menuError')}{' '}
        <button type="button" className={styles.chip} onClick={() => void mutate()}>
          {t('ordering.retry')}
        </button>
      </Alert>
    );
  const plu = data.plus.find((p) => p.pluId === pluId);
  if (!plu)
    return (
      <Alert as="p" tone="none" className={styles.note}>
        {line !== undefined ? t('ordering.lineNotFound') : t('ordering.productNotFound')}
      </Alert>
    );
  return <Editor key={`${plu.pluId}:${line ?? ''}`} plu={plu} lineNo={line} emit={emit} />;
}
