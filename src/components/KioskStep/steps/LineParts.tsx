// Everything a cart line is made of, each with its price: the item itself, every option, each meal
// extra, each ingredient left out and the note (the kiosk's cart and checkout, issue 34).
import type { Snapshot } from 'valtio';
import type { CartItem } from '../../../domain';
import { nameOf, useCatalogue, type Plu } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { styles } from './parts';

/** An option's "Group: Choice" in the UI language, from the catalogue when it is loaded (else as saved). */
function optionName(plu: Plu | undefined, attrId: unknown, saved: string | undefined, lang: string): string {
  const [groupId, optionId] = String(attrId ?? '').split(':');
  const group = plu?.attr?.find((g) => g.attrId === groupId);
  const option = group?.options.find((o) => o.optionId === optionId);
  return group && option ? `${nameOf(group, lang)}: ${nameOf(option, lang)}` : (saved ?? '');
}

export function LineParts({ line, lang }: { line: Snapshot<CartItem>; lang: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shop = useCartShop();
  const { data } = useCatalogue(shop);
  const plu = data?.plus.find((p) => p.pluId === line.pluId);
  const extra = (cents: number) => (cents ? `+${money(cents)}` : t('kiosk.cartIncluded'));
  const parts: { key: string; name: string; price: string }[] = [
    { key: 'item', name: t('kiosk.cartEach'), price: money(line.price) },
    ...line.attrs.map((a, i) => ({
      key: `a${i}`,
      name:
        a.quantity > 1
          ? `${optionName(plu, a.attrId, a.name, lang)} × ${a.quantity}`
          : optionName(plu, a.attrId, a.name, lang),
      price: extra(a.price * (a.quantity || 1)),
    })),
    ...line.mealPlus.map((m, i) => ({
      key: `m${i}`,
      name: `${nameOf({ name1: m.pluName1 ?? '', name2: m.pluName2 ?? '' }, lang)}${m.quantity > 1 ? ` × ${m.quantity}` : ''}`,
      price: extra(m.price * (m.quantity || 1)),
    })),
    ...(line.ingredients as readonly { name1?: string; name2?: string; price?: number }[]).map((g, i) => ({
      key: `i${i}`,
      name: t('kiosk.cartWithout', { name: nameOf({ name1: g.name1 ?? '', name2: g.name2 ?? '' }, lang) }),
      price: g.price ? `−${money(g.price)}` : t('kiosk.cartIncluded'),
    })),
  ];
  return (
    <ul className={styles.lineParts} aria-label={t('kiosk.cartLineParts', { name: nameOf(line, lang) })}>
      {parts.map((p) => (
        <li key={p.key} className={styles.linePart}>
          <span>{p.name}</span>
          <span>{p.price}</span>
        </li>
      ))}
      {line.notes ? (
        <li className={styles.linePart}>
          <span>{t('kiosk.cartNote', { notes: line.notes })}</span>
        </li>
      ) : null}
    </ul>
  );
}
