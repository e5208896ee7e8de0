// The member card step: the customer holds the QR code of their member card (the app's "My QR code")
// under the kiosk's scanner, which types the number and Enter into the focused field, or types the
// number. The venue checks it (this venue's cards only); the member is then shown (masked number and
// discount; the name and points only once the card's PIN is given, issue 27) with what this order saves
// and earns. Spending points needs the card's PIN. A
// wrong scan says why and keeps the cart; the card can be removed; DONE goes back to the menu.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { memberCart, MEMBER_PIN_PATTERN, readMemberCode, type FailureCode } from '../../../domain';
import { kiosk } from '../../../features/kiosk';
import { attachMember, checkMember, removeMember, useMemberTotals } from '../../../features/kiosk/visit';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { cartStore } from '../../../state/cart';
import { venue } from '../../../state/stores';
import { Form, TextField } from '../../../ui/Field';
import MemberSummary, { usePoints } from './MemberSummary';
import member from './Membership.module.css';
import { BigButton, EventButton, StepFrame, styles } from './parts';
import { Status } from '../../../ui/Status/Status';

/** The kiosk text (namespace `kiosk`) that explains a failed check; the server's words are English only. */
const ERROR_KEYS: Partial<Record<FailureCode, string>> = {
  'member.unknown': 'kiosk.memberUnknown',
  'member.rate-limited': 'kiosk.memberRateLimited',
  'member.off': 'kiosk.memberOff',
  'member.no-pin': 'kiosk.memberNoPin',
  'svc.wrong-pin': 'kiosk.memberWrongPin',
  'svc.locked': 'kiosk.memberLocked',
  'member.wrong-pin': 'kiosk.memberWrongPin',
  'member.pin-locked': 'kiosk.memberLocked',
  'device.not-enrolled': 'kiosk.memberNotEnrolled',
  network: 'kiosk.memberNetwork',
};
const memberErrorKey = (code: FailureCode): string => ERROR_KEYS[code] ?? 'kiosk.memberFailed';

interface CardValues {
  cardNum: string;
}

/** The camera scan (progressive): its code loads only where the browser can read QR codes. */
const MemberCamera = lazy(() => import('./MemberCamera'));
const canScanWithCamera = (): boolean =>
  typeof window !== 'undefined' &&
  'BarcodeDetector' in window &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

interface PinValues {
  pin: string;
}

export default function Membership() {
  const { t } = useTranslation();
  const snap = useSnapshot(kiosk);
  return (
    <StepFrame title={t('kiosk.memberTitle')} lead={snap.member ? undefined : t('kiosk.memberLead')}>
      {snap.member ? <Recognised /> : <ScanCard />}
    </StepFrame>
  );
}

/** The card number field: a scanner types the QR's number and Enter; a person may type it. */
function ScanCard() {
  const { t } = useTranslation();
  const form = useForm<CardValues>({ defaultValues: { cardNum: '' } });
  const [checking, setChecking] = useState(false);
  const check = async ({ cardNum }: CardValues) => {
    if (checking) return;
    setChecking(true);
    const r = await checkMember(cardNum);
    setChecking(false);
    if (r.ok) {
      attachMember(r.member, cardNum);
      return;
    }
    // The field keeps the number, selected: the next scan replaces it. The cart is not touched.
    form.setError('cardNum', { message: t(memberErrorKey(r.code)) });
    form.setFocus('cardNum', { shouldSelect: true });
  };
  return (
    <Form form={form} onValid={check}>
      <TextField<CardValues>
        name="cardNum"
        label={t('kiosk.memberLabel')}
        hint={t('kiosk.memberHint')}
        rules={{ validate: (v: string) => readMemberCode(v) !== '' || t('kiosk.memberInvalid') }}
        input={{
          autoFocus: true,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          enterKeyHint: 'go',
          maxLength: 200,
          className: styles.input,
        }}
      />
      <Status as="p" className={styles.note}>
        {checking ? t('kiosk.memberChecking') : ''}
      </Status>
      {canScanWithCamera() ? (
        <Suspense fallback={null}>
          <MemberCamera
            onCode={(code) => {
              form.setValue('cardNum', code);
              void form.handleSubmit(check)();
            }}
          />
        </Suspense>
      ) : null}
      <div className={styles.bar}>
        <EventButton event="DONE">{t('kiosk.memberBack')}</EventButton>
        <span className={styles.spacer} />
        <button type="submit" className={styles.button} disabled={checking}>
          {t('kiosk.memberSubmit')}
        </button>
      </div>
    </Form>
  );
}

/** The member recognised: who, points and discount, what this order saves and earns, points to spend. */
function Recognised() {
  const { t } = useTranslation();
  const money = useMoney();
  const points = usePoints();
  const snap = useSnapshot(kiosk);
  const { cart } = useMemberTotals();
  const m = snap.member!;
  // The field that took the scan is gone: the focus goes to the member's card (read out), Tab goes on from it.
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    cardRef.current?.focus();
  }, []);
  return (
    <>
      <Status ref={cardRef} tabIndex={-1} className={member.card} data-testid="kiosk-member-card">
        <p className={member.welcome}>
          {m.name ? t('kiosk.memberWelcome', { name: m.name }) : t('kiosk.memberWelcomeAnon')}
        </p>
        <p>{t('kiosk.memberCardNo', { card: m.masked })}</p>
        {m.pointsOn && m.points !== null ? (
          <p className={member.points}>{t('kiosk.memberPoints', { points: points(m.points) })}</p>
        ) : null}
        <p>{m.discountRate > 0 ? t('kiosk.memberDiscount', { rate: m.discountRate }) : t('kiosk.memberNoDiscount')}</p>
      </Status>
      {cart.itemList.length ? (
        <>
          <MemberSummary />
          <p className={styles.total}>{t('kiosk.cartTotal', { total: money(cart.amountDue) })}</p>
        </>
      ) : null}
      {m.pointsOn ? <SpendPoints /> : null}
      <div className={styles.bar}>
        <BigButton secondary onClick={removeMember}>
          {t('kiosk.memberRemove')}
        </BigButton>
        <span className={styles.spacer} />
        <EventButton event="DONE" secondary={false}>
          {t('kiosk.memberDone')}
        </EventButton>
      </div>
    </>
  );
}

/** Spending points: the card's PIN first (a card number is printed in a QR anyone may photograph). */
function SpendPoints() {
  const { t } = useTranslation();
  const money = useMoney();
  const points = usePoints();
  const snap = useSnapshot(kiosk);
  const m = snap.member!;
  const form = useForm<PinValues>({ defaultValues: { pin: '' } });
  const [checking, setChecking] = useState(false);
  useSnapshot(cartStore);
  if (!m.redeem && m.hasPin === false) return <p className={styles.note}>{t('kiosk.memberNoPin')}</p>;
  if (m.redeem) {
    const best = memberCart(cartStore.cart, venue.settings, kiosk.member, true);
    if (!best.redeemPoints)
      return <p className={styles.note}>{t('kiosk.memberPointsNone', { min: points(m.rules.minimumPoints) })}</p>;
    return (
      <label className={member.toggle}>
        <input
          type="checkbox"
          checked={snap.usePoints}
          onChange={(e) => {
            kiosk.usePoints = e.target.checked;
          }}
        />
        {t('kiosk.memberUsePoints', { points: points(best.redeemPoints), amount: money(best.cart.pointDiscount) })}
      </label>
    );
  }
  const unlock = async ({ pin }: PinValues) => {
    if (checking) return;
    setChecking(true);
    const r = await checkMember(kiosk.memberCard, pin);
    setChecking(false);
    form.reset({ pin: '' });
    if (r.ok) {
      attachMember(r.member, kiosk.memberCard);
      kiosk.usePoints = true;
      return;
    }
    form.setError('pin', { message: t(memberErrorKey(r.code)) });
    form.setFocus('pin');
  };
  return (
    <section className={member.pin} aria-labelledby="kiosk-member-pin">
      <h2 id="kiosk-member-pin">{t('kiosk.memberPinTitle')}</h2>
      <Form form={form} onValid={unlock}>
        <TextField<PinValues>
          name="pin"
          label={t('kiosk.memberPinLabel')}
          hint={t('kiosk.memberPinHint')}
          rules={{ validate: (v: string) => MEMBER_PIN_PATTERN.test(v) || t('kiosk.memberPinInvalid') }}
          normalise={(s) => s.replace(/\D/g, '').slice(0, 6)}
          input={{ type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6, className: styles.input }}
        />
        <Status as="p" className={styles.note}>
          {checking ? t('kiosk.memberChecking') : ''}
        </Status>
        <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={checking}>
          {t('kiosk.memberPinSubmit')}
        </button>
      </Form>
    </section>
  );
}
