// Donate: "Would you like to make a donation?" The cause is the venue's donation item
// (settings.kiosk.donatePlu: its names and description); its price levels are the amounts, one large
// button each. An amount puts one donation line in the cart (choosing again replaces it), Continue
// goes to payment (DONE), "No thanks" takes any donation out and goes on (SKIP), Back returns to the
// checkout. Without a donation item with a price (or without the menu) the step skips itself.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { chosenDonation, donationAmounts } from '../../../domain';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { chooseDonation, declineDonation, useMemberTotals } from '../../../features/kiosk/visit';
import { nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useCartShop } from '../../../features/ordering/setup';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import { BigButton, StepFrame, styles } from './parts';
import { Status } from '../../../ui/Status/Status';

export default function Donate() {
  const { t } = useTranslation();
  const shop = useCartShop();
  const lang = useLang();
  const money = useMoney();
  const cat = useCatalogue(shop);
  const { cart } = useSnapshot(cartStore);
  // The total as the other steps show it: with the member card's discount when one is attached.
  const due = useMemberTotals().cart.amountDue;
  const pluId = useSnapshot(kiosk).config.settings.kiosk.donatePlu;
  const item = pluId && cat.data ? cat.data.plus.find((p) => p.pluId === pluId) : undefined;
  const amounts = donationAmounts(item);
  const chosen = chosenDonation(cart, pluId);
  // Nothing to offer (no item named, the item gone or without a price, or no menu): on to payment.
  const nothing =
    !pluId ||
    (cat.data !== undefined && amounts.length === 0) ||
    (!cat.data && Boolean(cat.error) && !cat.isValidating);
  const skipped = useRef(false);
  useEffect(() => {
    if (nothing && !skipped.current) {
      skipped.current = true;
      sendFlowEvent('SKIP');
    }
  }, [nothing]);

  if (nothing || !item)
    return (
      <Status as="p" className={styles.note}>
        {t('kiosk.loading')}
      </Status>
    );
  const description = lang === 'zh-hans' && item.description2 ? item.description2 : item.description1;
  const noThanks = () => {
    declineDonation(item.pluId);
    sendFlowEvent('SKIP');
  };
  return (
    <StepFrame title={t('kiosk.donateTitle')}>
      <section className={styles.cause} aria-labelledby="kiosk-donate-cause">
        <h2 id="kiosk-donate-cause">{nameOf(item, lang)}</h2>
        {description ? <p>{description}</p> : null}
      </section>
      <fieldset className={styles.amounts}>
        <legend>{t('kiosk.donateChoose')}</legend>
        <div className={styles.choices}>
          {amounts.map((a) => (
            <BigButton
              key={a.priceIndex}
              big
              secondary
              pressed={chosen?.priceIndex === a.priceIndex && chosen.cents === a.cents}
              label={t('kiosk.donateAmount', { amount: money(a.cents) })}
              onClick={() => chooseDonation(item, a, lang)}
            >
              {money(a.cents)}
            </BigButton>
          ))}
        </div>
      </fieldset>
      <Status as="p" className={styles.total}>
        {chosen ? `${t('kiosk.donateChosen', { amount: money(chosen.cents) })} ` : ''}
        {t('kiosk.cartTotal', { total: money(due) })}
      </Status>
      <div className={styles.bar}>
        <BigButton secondary onClick={() => sendFlowEvent('BACK')}>
          {t('kiosk.back')}
        </BigButton>
        <span className={styles.spacer} />
        <BigButton secondary onClick={noThanks}>
          {t('kiosk.donateNoThanks')}
        </BigButton>
        {chosen ? <BigButton onClick={() => sendFlowEvent('DONE')}>{t('kiosk.donateContinue')}</BigButton> : null}
      </div>
    </StepFrame>
  );
}
