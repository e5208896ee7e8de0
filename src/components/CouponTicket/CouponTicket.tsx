// A coupon or voucher (coupon/{code}/collect, coupon/{code}/token/{token}/get, coupon/{ticket}, and
// the voucher routes): before collecting, what the code gives and a Collect button (signed in; a
// signed link works once and expires); once held, the ticket with its rule, expiry and state, and a
// QR code of its number for staff to scan (drawn in the browser). A used one links to its receipt.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import {
  collectTicket,
  formatDay,
  ruleText,
  termsOf,
  titleOf,
  usePool,
  useSignedIn,
  useTicket,
  type HeldTicket,
  type TicketKind,
} from '../../features/coupons';
import { useGo, useMoney } from '../../shared/hooks';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { app } from '../../state/stores';
import { asText } from '../propText';
import QrCode from '../QrCode/QrCode';
import { Loading, LoadFailed, useRefusalText } from './Loading';
import SignInFirst from './SignInFirst';
import styles from '../styles/coupons.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { CouponTicketProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';

function TicketView({ t: ticket }: { t: HeldTicket }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const rule = ruleText(ticket, money);
  const receipt = useTarget(
    ticket.usedTxn ? `ticket/${ticket.poolId}/${ticket.usedTxn}/code/${ticket.ticket}/receipt` : 'mywallet',
  );
  const usable = ticket.state === 'usable';
  return (
    <article className={styles.card} aria-labelledby="ticket-title" data-testid="held-ticket">
      <p className={`${styles.badge} ${usable ? styles.usable : ''}`} data-testid="ticket-state">
        {t(`coupons.state.${ticket.state}`)}
      </p>
      <h1 id="ticket-title" className={styles.title}>
        {titleOf(ticket, lang)}
      </h1>
      <p className={styles.rule}>{t(`couponpick.${rule.key}`, rule.values)}</p>
      {termsOf(ticket, lang) ? <p className={styles.muted}>{termsOf(ticket, lang)}</p> : null}
      {usable ? (
        <div className={styles.qr}>
          <QrCode
            value={ticket.ticket}
            label={t('coupons.qrLabel', { kind: t(`coupons.kind.${ticket.kind}`) })}
            size="lg"
          />
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t('coupons.number')}</dt>
          <dd className={styles.mono} data-testid="ticket-number">
            {ticket.ticket}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.collected')}</dt>
          <dd>{formatDay(ticket.collectedAt, lang)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.validUntil')}</dt>
          <dd>{ticket.expiresAt ? formatDay(ticket.expiresAt, lang) : t('coupons.noExpiry')}</dd>
        </div>
        {ticket.discountCents ? (
          <div className={styles.row}>
            <dt>{t('coupons.saved')}</dt>
            <dd>{money(ticket.discountCents)}</dd>
          </div>
        ) : null}
      </dl>
      {usable ? <p className={styles.muted}>{t('coupons.howToUse')}</p> : null}
      {ticket.usedTxn ? (
        <RouterLink to={receipt} className={`${styles.action} ${styles.secondary}`}>
          {t('coupons.seeReceipt')}
        </RouterLink>
      ) : null}
    </article>
  );
}

function Collect({ kind, code, token }: { kind: TicketKind; code: string; token?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const signedIn = useSignedIn();
  const go = useGo();
  const refusal = useRefusalText();
  const { family } = useFamily();
  // The company family lists no voucher/{ticket}: its coupon screen shows either kind.
  const viewAs = family?.routes.some((r) => r.path === `${kind}/:ticket`) ? kind : 'coupon';
  const pool = usePool(code, kind);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (pool.isLoading) return <Loading label={t('coupons.loading')} />;
  if (pool.error || !pool.data) return <LoadFailed error={pool.error} retry={() => void pool.mutate()} />;
  const p = pool.data;
  const rule = ruleText(p, money);
  const collect = async () => {
    setBusy(true);
    setError('');
    const r = await collectTicket(code, kind, token);
    setBusy(false);
    if (r.ok) go(`${viewAs}/${r.value.ticket}`, { replace: true });
    else setError(refusal(r.code, r.message));
  };
  return (
    <article className={styles.card} aria-labelledby="collect-title">
      <h1 id="collect-title" className={styles.title}>
        {titleOf(p, lang)}
      </h1>
      <p className={styles.rule}>{t(`couponpick.${rule.key}`, rule.values)}</p>
      {termsOf(p, lang) ? <p className={styles.muted}>{termsOf(p, lang)}</p> : null}
      <dl className={styles.facts}>
        {p.validDays ? (
          <div className={styles.row}>
            <dt>{t('coupons.validFor')}</dt>
            <dd>{t('coupons.days', { count: p.validDays })}</dd>
          </div>
        ) : null}
        {p.remaining !== null ? (
          <div className={styles.row}>
            <dt>{t('coupons.remaining')}</dt>
            <dd>{p.remaining}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('coupons.perCustomer')}</dt>
          <dd>{p.perCustomer}</dd>
        </div>
      </dl>
      {token ? <p className={styles.muted}>{t('coupons.linkOnce')}</p> : null}
      {!p.open ? (
        <Alert as="p" tone="none" className={styles.alert}>
          {t('coupons.refusal.coupon_closed')}
        </Alert>
      ) : !signedIn ? (
        <SignInFirst why={t('coupons.signInToCollect')} />
      ) : (
        <>
          {p.held > 0 ? <p className={styles.muted}>{t('coupons.youHold', { count: p.held })}</p> : null}
          {error ? (
            <Alert as="p" tone="none" className={styles.alert} data-testid="collect-error">
              {error}
            </Alert>
          ) : null}
          <button type="button" className={styles.action} onClick={() => void collect()} disabled={busy}>
            {busy ? t('coupons.collecting') : t('coupons.collect', { kind: t(`coupons.kind.${kind}`) })}
          </button>
        </>
      )}
    </article>
  );
}

function View({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const held = useTicket(ticket, signedIn);
  if (!signedIn) return <SignInFirst why={t('coupons.signInToView')} />;
  if (held.isLoading) return <Loading label={t('coupons.loading')} />;
  if (held.error || !held.data) return <LoadFailed error={held.error} retry={() => void held.mutate()} />;
  return <TicketView t={held.data} />;
}

export default function CouponTicket({
  kind = 'coupon',
  variant,
  code,
  token,
  ticket,
}: CouponTicketProps & EngineProps) {
  const k: TicketKind = asText(kind) === 'voucher' ? 'voucher' : 'coupon';
  const v = asText(variant) || (ticket ? 'view' : token ? 'token' : 'collect');
  if (v === 'view' && ticket) return <View ticket={asText(ticket)} />;
  if (code) return <Collect kind={k} code={asText(code)} token={v === 'token' && token ? asText(token) : undefined} />;
  return <LoadFailed code="coupon.unknown" />;
}
