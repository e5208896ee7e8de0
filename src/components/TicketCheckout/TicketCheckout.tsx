// Ticket checkout (ticket and company families, 'checkout'): what was chosen (pool, times or days,
// how many), its price from the venue (the parking fee from /api/feeCalc/parking, a pass's price), the
// online payment method and the terms; Pay books the tickets (svcOrder, idempotent per attempt: a
// retry after a declined or cancelled payment is the same booking) and opens the payment page, which
// comes back to the booking's success screen. A free booking goes there at once.
// Native fields (TicketList/NativeFields.tsx, as the ticket homes): a booking screen stays within its
// JavaScript budget, so no react-hook-form and no Radix here; the payment hand-over loads on Pay.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
// The rule files themselves, not the domain's index: the checkout loads no cart calculation.
import { validatePaymentChosen, validateTerms } from '../../domain';
import { passEndDate } from '../../domain';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import {
  bookTickets,
  clearDraft,
  formatDay,
  formatZoned,
  nameIn,
  quoteParking,
  readDraft,
  useVenueTickets,
} from '../../features/tickets';
import { useGo, useMoney } from '../../shared/hooks';
import { ruleMessage } from '../../ui/Field/formMessage';
import { CheckField, ChoiceField, focusFirstInvalid } from '../TicketList/NativeFields';
import { ticketFailureText } from '../TicketList/failureText';
import formStyles from '../../ui/Field/Field.module.css';
import { Titled } from '../TicketList/ScreenTitle';
import styles from '../styles/tickets.module.css';
import own from './TicketCheckout.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketCheckoutProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const failed = (r: ReturnType<typeof validateTerms>) => (r.ok ? undefined : (ruleMessage(r) as string));

function CheckoutForm(_props: TicketCheckoutProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const { family, base } = useFamily();
  const termsTo = useTarget('terms');
  const money = useMoney();
  const go = useGo();
  const [draft] = useState(() => readDraft(shop));
  const venue = useVenueTickets(draft ? shop : '');
  const v = venue.data;
  const pool = v?.pools.find((p) => p.poolId === draft?.poolId);
  const [total, setTotal] = useState<number | null>(null);
  const [priceError, setPriceError] = useState('');
  const [payment, setPayment] = useState('');
  const [terms, setTerms] = useState(false);
  // Field errors show after a refused Pay; a server refusal shows in the form's alert.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The price from the venue: the parking fee for these times, or the pass's price.
  useEffect(() => {
    if (!draft || !pool) return;
    if (draft.kind === 'daterange') {
      setTotal(pool.priceCents * draft.quantity);
      return;
    }
    let live = true;
    void quoteParking({
      entryTime: draft.entryTime ?? 0,
      exitTime: draft.exitTime ?? 0,
      quantity: draft.quantity,
    }).then((q) => {
      if (!live) return;
      if (q.ok) setTotal(q.feeCents);
      else setPriceError(ticketFailureText(q, t));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks for the price again only for a new draft or pool, not on each new t
  }, [draft, pool]);
  useEffect(() => {
    if (v?.methods.length && !payment) setPayment(v.methods[0]);
  }, [v, payment]);

  const home = familyHomePath(family, base);
  if (!draft)
    return (
      <div className={styles.wrap}>
        <p>{t('tickets.nothingChosen')}</p>
        {home ? (
          <RouterLink to={home} className={buttonClass('primary')}>
            {t('tickets.chooseTickets')}
          </RouterLink>
        ) : null}
      </div>
    );
  if (venue.error && !v)
    return (
      <Alert appearance="box">
        {t('tickets.loadError')}{' '}
        <Button variant="secondary" onClick={() => void venue.mutate()}>
          {t('tickets.retry')}
        </Button>
      </Alert>
    );
  if (!v)
    return (
      <Status as="p" className={styles.muted}>
        {t('tickets.loading')}
      </Status>
    );
  if (!pool)
    return (
      <Alert as="p" appearance="box">
        {t('tickets.poolGone')}
      </Alert>
    );

  const errors = {
    payment: total !== 0 ? failed(validatePaymentChosen(payment)) : undefined,
    terms: failed(validateTerms(terms)),
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (total === null || busy) return;
    setRefusal('');
    if (errors.payment || errors.terms) {
      setTried(true);
      window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    setBusy(true);
    try {
      const r = await bookTickets({
        idempotencyKey: draft.key,
        poolId: draft.poolId,
        quantity: draft.quantity,
        payment,
        expectedTotalCents: total,
        ...(draft.kind === 'parking'
          ? { entryTime: draft.entryTime, exitTime: draft.exitTime }
          : { startDate: draft.startDate }),
      });
      if (!r.ok) {
        setRefusal(ticketFailureText(r, t));
        return;
      }
      const success = `booking/success?booking=${encodeURIComponent(r.bookingId)}`;
      if (r.paid || !r.payUrl) {
        clearDraft(shop);
        go(success, { replace: true });
        return;
      }
      const { payTicketsOnline } = await import('../../features/tickets/pay');
      payTicketsOnline({
        shop,
        transactionId: r.transactionId,
        payUrl: r.payUrl,
        payment,
        amountCents: r.totalCents,
        lang: i18n.language,
        returnTo: `${base}/checkout`,
        receiptTo: `${base}/${success}`,
      });
    } catch {
      setRefusal(t('tickets.networkError'));
    } finally {
      setBusy(false);
    }
  };
  const lang = i18n.language;
  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      className={styles.wrap}
      aria-label={t('tickets.checkoutForm')}
      noValidate
    >
      <section className={styles.card} aria-labelledby="tk-summary">
        <h2 id="tk-summary" className={styles.name}>
          {nameIn(pool, lang)}
        </h2>
        <dl className={styles.facts}>
          {draft.kind === 'parking' ? (
            <>
              <dt>{t('tickets.entry')}</dt>
              <dd>{formatZoned(draft.entryTime ?? 0, v.timeZone, lang)}</dd>
              <dt>{t('tickets.exit')}</dt>
              <dd>{formatZoned(draft.exitTime ?? 0, v.timeZone, lang)}</dd>
              <dt>{t('tickets.cars')}</dt>
              <dd>{draft.quantity}</dd>
            </>
          ) : (
            <>
              <dt>{t('tickets.validFrom')}</dt>
              <dd>{formatDay(draft.startDate ?? '', lang)}</dd>
              <dt>{t('tickets.validTo')}</dt>
              <dd>{formatDay(passEndDate(draft.startDate ?? '', pool.days), lang)}</dd>
              <dt>{t('tickets.quantity')}</dt>
              <dd>{draft.quantity}</dd>
            </>
          )}
        </dl>
        <p className={styles.total}>
          <span>{t('tickets.total')}</span>
          <span data-testid="checkout-total">
            {total === null ? (priceError ? '—' : t('tickets.pricing')) : money(total)}
          </span>
        </p>
        {priceError ? (
          <Alert as="p" appearance="box">
            {priceError}
          </Alert>
        ) : null}
        <RouterLink to={home} className={`${buttonClass('secondary')} ${own.change}`}>
          {t('tickets.change')}
        </RouterLink>
      </section>
      {total !== 0 ? (
        <ChoiceField
          id="tk-payment"
          legend={t('tickets.payWith')}
          value={payment}
          onValue={(m) => {
            setPayment(m);
            setRefusal('');
          }}
          error={tried ? errors.payment : undefined}
          choices={v.methods.map((m) => ({ value: m, label: t(`tickets.method_${m}`, { defaultValue: m }) }))}
        />
      ) : null}
      <CheckField
        id="tk-terms"
        className={formStyles.group}
        checked={terms}
        onChecked={(c) => {
          setTerms(c);
          setRefusal('');
        }}
        error={tried ? errors.terms : undefined}
        label={
          <>
            {t('ordering.acceptTerms')}{' '}
            <RouterLink to={termsTo} className={own.link}>
              {t('ordering.termsLink')}
            </RouterLink>
          </>
        }
      />
      {refusal ? <Alert appearance="box">{refusal}</Alert> : null}
      <Button variant="primary" type="submit" disabled={total === null || busy}>
        {total ? t('tickets.payAmount', { amount: money(total) }) : t('tickets.book')}
      </Button>
    </form>
  );
}

/** The screen: its title, then the form. */
export default function TicketCheckout(props: TicketCheckoutProps & EngineProps) {
  return (
    <Titled titleKey="screen.ticketCheckout">
      <CheckoutForm {...props} />
    </Titled>
  );
}
