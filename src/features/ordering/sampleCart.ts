// The theme studio's sample cart (issue 32): a preview frame of the cart or checkout shows real lines,
// totals and payment methods of the venue instead of an empty cart. The lines are the first listed
// items of the venue's own catalogue that need no choice (two of the first, one of the second), held in
// memory for that frame only (state/cart.ts showSampleCart): the designer's own cart is never touched.
import { showSampleCart } from '../../state/cart';
import { fetchCatalogue, isListed, toCartInput, emptySelection, type Plu } from './catalogue';

/** Items a sample line can use: listed, not sold out, priced, and with no option group that must be chosen. */
export function sampleItems(plus: Plu[], count = 2): Plu[] {
  const plain = (p: Plu) =>
    isListed(p) && !p.soldOut && p.priceCents > 0 && !(p.attr ?? []).some((a) => Number(a.min ?? 0) > 0);
  return plus.filter(plain).slice(0, count);
}

/** Fills the frame's cart with sample lines from the venue's catalogue; false when it has nothing to sell. */
export async function fillSampleCart(shop: string, lang: string): Promise<boolean> {
  const catalogue = await fetchCatalogue(shop, lang).catch(() => null);
  const items = catalogue ? sampleItems(catalogue.plus) : [];
  if (!items.length) return false;
  showSampleCart(
    shop,
    items.map((p, i) =>
      toCartInput(p, { ...emptySelection(p), quantity: Math.max(i === 0 ? 2 : 1, emptySelection(p).quantity) }, lang),
    ),
  );
  return true;
}
