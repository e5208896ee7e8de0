// GiftCardsInput's first paint (no card applied yet) on native inputs, for the checkout's stand-in:
// number and pass code typed here pass to the live form by name (giftNumber, giftCode), and an Apply
// pressed here is pressed again once it arrives (FormOnFirstUse).
import { useTranslation } from '../../i18n';
import { StillTextField } from '../../ui/Field/StillTextField';
import styles from './Extras.module.css';

export function StillGiftCards() {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group} data-field="giftCards">
      <legend className={styles.legend}>{t('orders.giftCards')}</legend>
      <div className={styles.giftForm}>
        <StillTextField
          name="giftNumber"
          id="gc-num"
          label={t('orders.giftNumber')}
          input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 40 }}
        />
        <StillTextField
          name="giftCode"
          id="gc-code"
          label={t('orders.giftCode')}
          input={{
            type: 'password',
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 20,
            // Enter applies the card, as in the live form (not the order): Apply is pressed, then again there.
            onKeyDown: (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              document.getElementById('gc-apply')?.click();
            },
          }}
        />
        <button type="button" id="gc-apply" className={styles.secondaryButton}>
          {t('orders.giftApply')}
        </button>
      </div>
    </fieldset>
  );
}
