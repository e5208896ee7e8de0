// Ticket checkout (ticket and company families, 'checkout'): what was chosen (pool, times or days,
// how many), its price from the venue (the parking fee from /api/feeCalc/parking, a pass's price), the
// online payment method and the terms; Pay books the tickets (svcOrder, idempotent per attempt: a
// retry after a declined or cancelled payment is the same booking) and opens the payment page, which
// comes back to the booking's success screen. A free booking goes there at once.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from '../../shared/router';
import { useTranslation } from '../../i18n';
import { passEndDate, validatePaymentChosen } from '../../domain';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { bookTickets, clearDraft, formatDay, formatZoned, nameIn, quoteParking, readDraft, useVenueTickets } from '../../features/tickets';
import { payTicketsOnline } from '../../features/tickets/pay';
import { useGo, useMoney } from '../../shared/hooks';
import { domainRule, Form, FormAlert, showRefusal } from '../Form';
import { RadioField } from '../Form/choices';
import TermsField from '../CheckoutForm/TermsField';
import { ticketFailureText } from '../TicketList/failureText';
import styles from '../TicketList/TicketList.module.css';
import own from './TicketCheckout.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketCheckoutProps } from '../../generated/component-props';

interface Values { payment: string; termsAccepted: boolean }
const paymentRule = domainRule(validatePaymentChosen);

export default function TicketCheckout(_props: TicketCheckoutProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const { family, base } = useFamily();
  const money = useMoney();
  const go = useGo();
  const [draft] = useState(() => readDraft(shop));
  const venue = useVenueTickets(draft ? shop : '');
  const v = venue.data;
  const pool = v?.pools.find((p) => p.poolId === draft?.poolId);
  const [total, setTotal] = useState<number | null>(null);
  const [priceError, setPriceError] = useState('');
  const form = useForm<Values>({ defaultValues: { payment: '', termsAccepted: false } });

  // The price from the venue: the parking fee for these times, or the pass's price.
  useEffect(() => {
    if (!draft || !pool) return;
    if (draft.kind === 'daterange') { setTotal(pool.priceCents * draft.quantity); return; }
    let live = true;
    void quoteParking({ entryTime: draft.entryTime ?? 0, exitTime: draft.exitTime ?? 0, quantity: draft.quantity }).then((q) => {
      if (!live) return;
      if (q.ok) setTotal(q.feeCents);
      else setPriceError(ticketFailureText(q, t));
    });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, pool]);
  useEffect(() => {
    if (v?.methods.length && !form.getValues('payment')) form.setValue('payment', v.methods[0]);
  }, [v, form]);

  const home = familyHomePath(family, base);
  if (!draft) return (
    <div className={styles.wrap}>
      <p>{t('tickets.nothingChosen')}</p>
      {home ? <RouterLink to={home} className={styles.primary}>{t('tickets.chooseTickets')}</RouterLink> : null}
    </div>
  );
  if (venue.error && !v) return <div role="alert" className={styles.alert}>{t('tickets.loadError')} <button type="button" className={styles.button} onClick={() => void venue.mutate()}>{t('tickets.retry')}</button></div>;
  if (!v) return <p role="status" className={styles.muted}>{t('tickets.loading')}</p>;
  if (!pool) return <p role="alert" className={styles.alert}>{t('tickets.poolGone')}</p>;

  const submit = async (values: Values) => {
    if (total === null) return;
    const r = await bookTickets({
      idempotencyKey: draft.key, poolId: draft.poolId, quantity: draft.quantity, payment: values.payment, expectedTotalCents: total,
      ...(draft.kind === 'parking' ? { entryTime: draft.entryTime, exitTime: draft.exitTime } : { startDate: draft.startDate }),
    });
    if (!r.ok) { showRefusal(form, { code: r.code, message: ticketFailureText(r, t) }); return; }
    const success = `booking/success?booking=${encodeURIComponent(r.bookingId)}`;
    if (r.paid || !r.payUrl) { clearDraft(shop); go(success, { replace: true }); return; }
    payTicketsOnline({ shop, transactionId: r.transactionId, payUrl: r.payUrl, payment: values.payment, amountCents: r.totalCents, lang: i18n.language, returnTo: `${base}/checkout`, receiptTo: `${base}/${success}` });
  };
  const lang = i18n.language;
  return (
    <Form form={form} onValid={submit} className={styles.wrap} aria-label={t('tickets.checkoutForm')} noValidate>
      <section className={styles.card} aria-labelledby="tk-summary">
        <h2 id="tk-summary" className={styles.name}>{nameIn(pool, lang)}</h2>
        <dl className={styles.facts}>
          {draft.kind === 'parking' ? (<>
            <dt>{t('tickets.entry')}</dt><dd>{formatZoned(draft.entryTime ?? 0, v.timeZone, lang)}</dd>
            <dt>{t('tickets.exit')}</dt><dd>{formatZoned(draft.exitTime ?? 0, v.timeZone, lang)}</dd>
            <dt>{t('tickets.cars')}</dt><dd>{draft.quantity}</dd>
          </>) : (<>
            <dt>{t('tickets.validFrom')}</dt><dd>{formatDay(draft.startDate ?? '', lang)}</dd>
            <dt>{t('tickets.validTo')}</dt><dd>{formatDay(passEndDate(draft.startDate ?? '', pool.days), lang)}</dd>
            <dt>{t('tickets.quantity')}</dt><dd>{draft.quantity}</dd>
          </>)}
        </dl>
        <p className={styles.total}><span>{t('tickets.total')}</span><span data-testid="checkout-total">{total === null ? (priceError ? '—' : t('tickets.pricing')) : money(total)}</span></p>
        {priceError ? <p role="alert" className={styles.alert}>{priceError}</p> : null}
        <RouterLink to={home} className={`${styles.button} ${own.change}`}>{t('tickets.change')}</RouterLink>
      </section>
      {total !== 0 ? (
        <RadioField<Values> name="payment" legend={t('tickets.payWith')} rules={{ validate: paymentRule }}
          options={v.methods.map((m) => ({ value: m, label: t(`tickets.method_${m}`, { defaultValue: m }) }))} />
      ) : null}
      <TermsField />
      <FormAlert />
      <button type="submit" className={styles.primary} disabled={total === null || form.formState.isSubmitting}>
        {total ? t('tickets.payAmount', { amount: money(total) }) : t('tickets.book')}
      </button>
    </Form>
  );
}
