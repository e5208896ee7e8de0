// Checkout (spec 5): the form is LiveCheckoutForm; its form layer (react-hook-form, Radix) and the
// venue's fresh answers (swr) load on the form's first use (focus, press, send), StillCheckoutForm
// standing in with the same first paint until then (issue 25: the page's first load stays small).
// States the stand-in does not draw load the live form at once: an empty cart (its last order), an
// attempt whose order is placed (the PIN pad, back from a payment page: a loading note until then, no
// form to choose in), a kept draft, payment methods that could not be read (the live form asks the
// venue again, through swr; offline, both wait for the connection to come back). A signed-in member's
// points and coupons the stand-in draws too (StillMemberOffer); their parts of the live form load with it.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadNamespaces, useTranslation } from '../../i18n';
import { attemptPlacedOrder, loadPagePayments, readCheckoutDraft } from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { cartStore } from '../../state/cart';
import { user } from '../../state/stores';
import { FormOnFirstUse } from '../../ui/Field/FormOnFirstUse';
import { Status } from '../../ui/Status/Status';
import { StillCheckoutForm } from './StillCheckoutForm';
import type { CheckoutFormProps } from '../../generated/component-props';

// The live form's texts ('extras': pre-order time, gift cards) come with its code, a member's parts too.
const loadLive = () =>
  Promise.all([
    import('./LiveCheckoutForm'),
    loadNamespaces(['extras']),
    user.token ? import('./memberParts').then((m) => m.preloadMemberParts()) : null,
  ]).then(([m]) => m.LiveCheckoutForm);

export default function CheckoutForm(props: CheckoutFormProps) {
  useCartShop();
  const { cart } = useSnapshot(cartStore);
  const [unread, setUnread] = useState(false);
  useEffect(() => {
    let on = true;
    void loadPagePayments().then((ok) => on && setUnread(!ok));
    return () => {
      on = false;
    };
  }, []);
  const { t } = useTranslation();
  // An order already placed in this attempt: the live form shows its PIN pad or its outcome, not the
  // form; drawing the form until then offered choices (a method, Place order) taken away on arrival.
  const [placed] = useState(() => attemptPlacedOrder(cartStore.shop));
  const [kept] = useState(() => placed || readCheckoutDraft(cartStore.shop) !== null);
  const now = kept || unread || !cart.itemList.length;
  return (
    <FormOnFirstUse
      load={loadLive}
      props={props}
      now={now}
      still={({ sending, unsent }) =>
        placed ? (
          <Status as="p">{t('common.loading')}</Status>
        ) : (
          <StillCheckoutForm {...props} sending={sending} unsent={unsent} />
        )
      }
    />
  );
}
