// Checkout: gift cards (issue 5 extras), drawn with the form layer's fields (their state is the
// extras store's, not the checkout form's). Number and pass code, Apply (the venue answers the balance),
// each card gives min(balance, what is still due), several cards up to the amount due, Remove. The
// venue checks every card again with the order and takes the value in the order's transaction; when
// the cards cover everything the order is paid without a payment page.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { maskCardNumber, type FailureCode } from '../../domain';
import {
  checkout,
  checkTotals,
  forgetTotals,
  type CheckoutForm as Form,
  checkGiftCard,
  extras,
  normCardNum,
  restoreExtras,
} from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app, venue } from '../../state/stores';
import { Field, FieldError, formStyles, keyedMessage } from '../../ui/Field';
import styles from './Extras.module.css';
import { useFreshSettings } from './useFreshSettings';
import { Status } from '../../ui/Status/Status';

const KNOWN: readonly FailureCode[] = [
  'giftcard.wrong-code',
  'giftcard.locked',
  'giftcard.other-venue',
  'giftcard.expired',
  'giftcard.inactive',
  'giftcard.empty',
  'giftcard.rate-limited',
  'network',
];

export interface GiftCardsInputProps {
  form: Form;
  dueCents: number;
  /** Number and code typed before the form's code arrived (the checkout's stand-in). */
  typed?: { num?: string; code?: string };
}

export default function GiftCardsInput({ form, dueCents, typed }: GiftCardsInputProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const x = useSnapshot(extras);
  const ck = useSnapshot(checkout);
  const [num, setNum] = useState(typed?.num ?? '');
  const [code, setCode] = useState(typed?.code ?? '');
  const [busy, setBusy] = useState(false);
  // A refusal shows on the field it is about: a wrong code on the code, anything else on the number.
  const [error, setError] = useState<{ on: 'number' | 'code'; text: string } | null>(null);
  const [status, setStatus] = useState('');
  const fresh = useFreshSettings();
  const { settings } = useSnapshot(venue);
  // Back from a cancelled payment in the same attempt: that order's cards again.
  useEffect(() => {
    if (app.shop) restoreExtras(app.shop);
  }, []);

  const recheck = () => {
    extras.giftKnown = false;
    forgetTotals(false);
    void checkTotals(form, 'ifApplied');
  };
  const apply = async () => {
    setStatus('');
    const n = normCardNum(num);
    if (!/^[0-9A-Z]{4,40}$/.test(n) || !code.trim()) {
      setError({ on: /^[0-9A-Z]{4,40}$/.test(n) ? 'code' : 'number', text: 'extras.giftNeedBoth' });
      return;
    }
    if (extras.giftCards.some((g) => g.cardNum === n)) {
      setError({ on: 'number', text: 'extras.giftAlready' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await checkGiftCard(n, code.trim());
      if (!r.ok) {
        const tries = /(\d+) tr(?:y|ies) left/.exec(r.message)?.[1];
        const key =
          r.code === 'giftcard.wrong-code' && tries
            ? 'extras.gift_wrong_code_tries'
            : `extras.gift_${r.code.replace('giftcard.', '').replace('-', '_')}`;
        setError({
          on: r.code === 'giftcard.wrong-code' ? 'code' : 'number',
          text: KNOWN.includes(r.code)
            ? keyedMessage(key, tries ? { tries } : undefined)
            : r.message || 'extras.gift_error',
        });
        return;
      }
      extras.giftCards.push(r.card);
      setNum('');
      setCode('');
      setStatus(t('extras.giftApplied', { card: maskCardNumber(r.card.cardNum), balance: money(r.card.balanceCents) }));
      recheck();
    } finally {
      setBusy(false);
    }
  };
  const remove = (cardNum: string) => {
    extras.giftCards = extras.giftCards.filter((g) => g.cardNum !== cardNum);
    setStatus(t('extras.giftRemoved', { card: maskCardNumber(cardNum) }));
    recheck();
  };
  const settled = x.giftKnown && ck.serverTotal !== null && !ck.checking;
  const covered = x.giftCards.length > 0 && settled && dueCents === 0;
  const refusal = ck.blocked.find((b) => b.code.startsWith('giftcard.'));

  // settings.giftCard: the section shows unless the venue turns gift cards off (as the server has it
  // now; as the page loaded it until the server answers, as the stand-in drew it).
  if (!(fresh ?? settings).giftCard) return null;

  return (
    <fieldset className={styles.group} data-field="giftCards">
      <legend className={styles.legend}>{t('orders.giftCards')}</legend>
      {x.giftCards.length ? (
        <ul className={styles.cards} aria-label={t('extras.giftListLabel')}>
          {x.giftCards.map((g) => {
            const used = settled ? (x.giftUsed[g.cardNum] ?? 0) : null;
            return (
              <li key={g.cardNum} className={styles.card} data-testid="gift-card">
                <span className={styles.cardNum}>{maskCardNumber(g.cardNum)}</span>
                <span className={styles.hint}>{t('extras.giftBalance', { balance: money(g.balanceCents) })}</span>
                <span className={styles.used} data-testid="gift-used">
                  {used === null ? t('extras.giftWorking') : t('extras.giftUsed', { amount: money(used) })}
                </span>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={() => remove(g.cardNum)}
                  aria-label={t('extras.giftRemoveLabel', { card: maskCardNumber(g.cardNum) })}
                >
                  {t('extras.giftRemove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {x.giftCards.length && settled ? (
        <Status as="p" className={styles.rest} data-testid="gift-rest">
          {covered
            ? t('extras.giftCoversAll', { amount: money(x.giftTotal) })
            : t('extras.giftRest', { amount: money(x.giftTotal), rest: money(dueCents) })}
        </Status>
      ) : null}
      {!covered ? (
        <div className={styles.giftForm}>
          <Field
            name="giftNumber"
            id="gc-num"
            label={t('orders.giftNumber')}
            error={error?.on === 'number' ? error.text : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                value={num}
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
                onChange={(e) => {
                  setNum(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <Field
            name="giftCode"
            id="gc-code"
            label={t('orders.giftCode')}
            error={error?.on === 'code' ? error.text : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                type="password"
                value={code}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                onChange={(e) => {
                  setCode(e.target.value);
                  setError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void apply();
                  }
                }}
              />
            )}
          </Field>
          <button
            type="button"
            id="gc-apply"
            className={styles.secondaryButton}
            disabled={busy}
            onClick={() => void apply()}
          >
            {busy ? t('extras.giftChecking') : t('orders.giftApply')}
          </button>
        </div>
      ) : null}
      {refusal && !error ? <FieldError id="gc-refused" message={refusal.message} /> : null}
      <p className={styles.srOnly} aria-live="polite">
        {status}
      </p>
    </fieldset>
  );
}
