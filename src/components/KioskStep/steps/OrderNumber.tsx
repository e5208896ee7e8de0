// The order number, large, with what to do next ("Pay $38.00 at the counter with number 201"). It
// stays until the customer taps Done, or for the venue's time with a visible countdown: the
// counter time (counterNumberDisplay, 30 s by default) for an order to pay at the counter, the order
// number time (orderNumberDisplay) for a paid one. With printReceipt on, the receipt prints — to the
// venue's local print service (printServiceUrl) or else with the browser's print, which a kiosk-mode
// browser sends to its printer — and the screen says so, and says when the print service failed.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countdownLeft } from '../../../domain';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk, type KioskOrder } from '../../../features/kiosk';
import { printReceipt, type PrintOutcome } from '../../../features/kiosk/visit';
import { nameOf, useLang } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];
import { useMoney } from '../../../shared/hooks';
import { BigButton, StepBar, StepFrame, styles } from './parts';

/** The receipt as text lines in the customer's language (for a print service that prints text). */
function receiptText(order: KioskOrder, t: TFunction, money: (c: number) => string, lang: string): string[] {
  const number = order.serviceNo || order.orderNo;
  const out = [t('kiosk.receiptNumber', { number })];
  for (const l of order.lines ?? []) {
    out.push(`${l.quantity} × ${nameOf(l, lang)}  ${money(l.amountCents)}`);
    for (const p of l.parts) {
      const name = p.kind === 'without' ? t('kiosk.cartWithout', { name: nameOf(p, lang) }) : nameOf(p, lang);
      out.push(
        `  ${name}${p.quantity > 1 ? ` × ${p.quantity}` : ''}  ${p.priceCents ? money(p.priceCents) : ''}`.trimEnd(),
      );
    }
    if (l.notes) out.push(`  ${t('kiosk.cartNote', { notes: l.notes })}`);
  }
  out.push(t('kiosk.receiptTotal', { total: money(order.totalCents) }));
  out.push(order.paid ? t('kiosk.numberPaid') : t('kiosk.numberPayWith', { total: money(order.totalCents), number }));
  return out;
}

export default function OrderNumber() {
  const { t } = useTranslation();
  const money = useMoney();
  const { order, config } = useSnapshot(kiosk);
  const seconds =
    order && !order.paid ? config.settings.kiosk.counterNumberDisplay : config.settings.kiosk.orderNumberDisplay;
  const lang = useLang();
  const printing = Boolean(order && config.settings.printReceipt);
  const [printed, setPrinted] = useState<PrintOutcome | ''>('');
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const done = useRef(false);
  const left = countdownLeft(startedAt, seconds || 30, now);

  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(h);
  }, []);
  useEffect(() => {
    if (left > 0 || done.current) return;
    done.current = true;
    sendFlowEvent('DONE');
  }, [left]);
  // Printed once per order, after the number is drawn (the browser's print prints this screen).
  const sent = useRef('');
  useEffect(() => {
    if (!printing || !order || sent.current === order.transactionId) return undefined;
    const h = setTimeout(() => {
      const live = kiosk.order; // the live object (the snapshot's lines are read-only)
      if (!live) return;
      sent.current = live.transactionId;
      const s = kiosk.config.settings;
      void printReceipt(s.printServiceUrl, {
        printer: s.printer,
        printType: s.printType,
        lang,
        shop: s.shopName,
        orderNo: live.orderNo,
        serviceNo: live.serviceNo,
        paid: live.paid,
        payment: live.payment,
        totalCents: live.totalCents,
        lines: live.lines ?? [],
        text: receiptText(live, t, money, lang),
      }).then(setPrinted);
    }, 300);
    return () => clearTimeout(h);
  }, [printing, order, lang, t, money]);

  if (!order)
    return (
      <StepFrame title={t('kiosk.numberTitle')} lead={t('kiosk.recallNone')}>
        <StepBar next={<BigButton onClick={() => sendFlowEvent('DONE')}>{t('kiosk.numberDone')}</BigButton>} />
      </StepFrame>
    );
  const number = order.serviceNo || order.orderNo;
  return (
    <StepFrame title={t('kiosk.numberTitle')}>
      <div className={styles.fill}>
        <p className={styles.number} aria-label={t('kiosk.numberLabel', { number })}>
          {number}
        </p>
        <p className={[styles.total, styles.center].join(' ')}>
          {order.paid ? t('kiosk.numberPaid') : t('kiosk.numberPayWith', { total: money(order.totalCents), number })}
        </p>
        {printing ? (
          <p className={[styles.lead, styles.center].join(' ')} role="status">
            {printed === 'failed'
              ? t('kiosk.numberPrintFailed')
              : printed === 'printed'
                ? t('kiosk.numberPrinted')
                : t('kiosk.numberPrinting')}
          </p>
        ) : null}
        <p className={[styles.lead, styles.center].join(' ')} role="timer" aria-live="off">
          {t('kiosk.numberCountdown', { count: left })}
        </p>
      </div>
      <StepBar
        next={
          <BigButton
            onClick={() => {
              done.current = true;
              sendFlowEvent('DONE');
            }}
          >
            {t('kiosk.numberDone')}
          </BigButton>
        }
      />
    </StepFrame>
  );
}
