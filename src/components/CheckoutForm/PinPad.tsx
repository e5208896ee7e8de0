// The six-digit PIN of a stored-value card payment (POST /pro/pos/payOrder). Spec 5's PIN rule; a
// wrong PIN lands on the PIN field with the tries left, other refusals in the form's alert.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { PIN_LENGTH, validatePin, type RefusalCode } from '../../domain';
import {
  orderRefusal,
  payWithPin,
  pinPaymentKey,
  type PlacedOrder,
  orderSettled,
  pinFailure,
} from '../../features/ordering';
import { useMoney, useStepFocus } from '../../shared/hooks';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import styles from './CheckoutForm.module.css';

interface PinValues {
  pin: string;
}

const pinRule = domainRule(validatePin);
const digits = (s: string) => s.replace(/\D/g, '').slice(0, PIN_LENGTH);
const WRONG_PIN: RefusalCode = 'svc.wrong-pin';

/** `onBack`: back to the checkout form to choose another method (the order waiting for the PIN stays unpaid). */
export default function PinPad({
  order,
  onDone,
  onBack,
}: {
  order: PlacedOrder;
  onDone: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useForm<PinValues>({ defaultValues: { pin: '' }, reValidateMode: 'onSubmit', shouldFocusError: false });
  const [busy, setBusy] = useState(false);
  // The PIN pad replaces the long checkout form: its heading takes the focus and comes below the header.
  const heading = useStepFocus<HTMLHeadingElement>(order.transactionId, { onMount: true });
  // Kept with the checkout attempt: paying again after a reload or from a reopened tab is the same payment.
  const [key] = useState(() => pinPaymentKey(order.transactionId));
  // One payment at a time: a double click sends one request (the key makes a resend harmless too).
  const inFlight = useRef(false);
  const pay = async ({ pin }: PinValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await payWithPin({ transactionId: order.transactionId, pin, idempotencyKey: key });
      orderSettled();
      onDone();
    } catch (e) {
      const refused = orderRefusal(e);
      if (refused?.code === 'order.paid') {
        // Paid already (an earlier press whose answer was lost): the order is done, not refused.
        orderSettled();
        onDone();
        return;
      }
      const left = refused?.code === WRONG_PIN ? /(\d+)/.exec(refused.display)?.[1] : undefined;
      const failure = pinFailure(e);
      if (!failure.keepPin) form.setValue('pin', '');
      if (left !== undefined)
        showRefusal(form, { code: WRONG_PIN, message: 'orders.pinWrong', values: { left } }, { [WRONG_PIN]: 'pin' });
      else showRefusal(form, { code: refused?.code, message: failure.message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const full = form.watch('pin').length === PIN_LENGTH;
  return (
    <Form form={form} onValid={pay} className={styles.form}>
      <h2 className={styles.subhead} ref={heading} tabIndex={-1}>
        {t('orders.enterPin')}
      </h2>
      <p>{t('orders.pinFor', { total: money(order.totalCents) })}</p>
      <TextField<PinValues>
        name="pin"
        id="co-pin"
        label={t('orders.pin')}
        rules={{ validate: pinRule }}
        normalise={digits}
        input={{
          type: 'password',
          inputMode: 'numeric',
          autoComplete: 'off',
          pattern: '[0-9]{6}',
          maxLength: PIN_LENGTH,
          className: styles.pin,
        }}
      />
      <FormAlert />
      <button type="submit" className={styles.submit} disabled={busy || !full}>
        {busy ? t('orders.paying') : t('orders.pay')}
      </button>
      {onBack && (
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={onBack}>
          {t('orders.pinOtherMethod')}
        </button>
      )}
    </Form>
  );
}
