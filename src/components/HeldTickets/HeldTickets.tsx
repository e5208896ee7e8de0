// The coupons, vouchers or gift cards the signed-in customer holds at this venue (the wallet's tabs and
// addtowallet/coupon|voucher|giftCard): each with its rule or balance, state and expiry, linking to
// its QR (coupons, vouchers) or its receipt (gift cards bought online). `collect` adds a code field
// that opens the collect screen of that code; for gift cards, a link to buy one.
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { maskCardNumber } from '../../domain';
import {
  formatDay,
  nameOf,
  ruleText,
  titleOf,
  useGiftProducts,
  useHeld,
  useHeldGiftCards,
  useSignedIn,
  type HeldGiftCard,
  type HeldTicket,
  type TicketKind,
} from '../../features/coupons';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { useGo, useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { Form, TextField } from '../../ui/Field';
import { asText, flag } from '../propText';
import { Loading, LoadFailed } from '../CouponTicket/Loading';
import SignInFirst from '../CouponTicket/SignInFirst';
import styles from '../styles/coupons.module.css';
import own from './HeldTickets.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { HeldTicketsProps } from '../../generated/component-props';

function TicketItem({ h, viewAs }: { h: HeldTicket; viewAs: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const to = useTarget(`${viewAs}/${h.ticket}`);
  const rule = ruleText(h, money);
  return (
    <li>
      <RouterLink to={to} className={styles.item} data-testid="held-item">
        <span className={styles.itemHead}>
          <span className={styles.itemTitle}>{titleOf(h, lang)}</span>
          <span className={`${styles.badge} ${h.state === 'usable' ? styles.usable : ''}`}>
            {t(`coupons.state.${h.state}`)}
          </span>
        </span>
        <span>{t(`couponpick.${rule.key}`, rule.values)}</span>
        <span className={styles.muted}>
          {h.expiresAt ? t('coupons.until', { date: formatDay(h.expiresAt, lang) }) : t('coupons.noExpiry')}
        </span>
      </RouterLink>
    </li>
  );
}

function GiftItem({ g }: { g: HeldGiftCard }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const to = useTarget(g.transactionId ? `ticket/${g.productId}/${g.transactionId}/receipt` : 'mywallet');
  const body = (
    <>
      <span className={styles.itemHead}>
        <span className={styles.itemTitle}>{nameOf(g, lang)}</span>
        <span className={`${styles.badge} ${g.state === 'usable' ? styles.usable : ''}`}>
          {t(`coupons.giftState.${g.state}`)}
        </span>
      </span>
      <span className={styles.mono}>{maskCardNumber(g.cardNum)}</span>
      <span>{t('coupons.balance', { amount: money(g.balanceCents) })}</span>
      <span className={styles.muted}>
        {g.expiresAt ? t('coupons.until', { date: formatDay(g.expiresAt, lang) }) : t('coupons.noExpiry')}
      </span>
    </>
  );
  return (
    <li>
      {g.transactionId ? (
        <RouterLink to={to} className={styles.item} data-testid="held-item">
          {body}
        </RouterLink>
      ) : (
        <div className={styles.item} data-testid="held-item">
          {body}
        </div>
      )}
    </li>
  );
}

function CollectByCode({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation();
  const go = useGo();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, shouldFocusError: false });
  const submit = ({ code }: { code: string }) => go(`${kind}/${encodeURIComponent(code.trim().toUpperCase())}/collect`);
  return (
    <Form form={form} onValid={submit} className={styles.inline}>
      <TextField<{ code: string }>
        name="code"
        label={t('coupons.enterCode', { kind: t(`coupons.kind.${kind}`) })}
        rules={{ validate: (v: string) => (/^[A-Za-z0-9_-]{2,40}$/.test(v.trim()) ? true : t('coupons.codeFormat')) }}
        normalise={(s) => s.replace(/\s/g, '').slice(0, 40)}
        input={{ autoComplete: 'off', autoCapitalize: 'characters' }}
      />
      <button type="submit" className={`${styles.action} ${styles.secondary}`}>
        {t('coupons.find')}
      </button>
    </Form>
  );
}

function BuyLink() {
  const { t } = useTranslation();
  const products = useGiftProducts(undefined);
  const first = products.data?.[0];
  const to = useTarget(first ? `ticket/${first.productId}/checkout` : 'home');
  return first ? (
    <RouterLink to={to} className={`${styles.action} ${styles.secondary}`}>
      {t('coupons.buyGiftCard')}
    </RouterLink>
  ) : null;
}

function Tickets({ kind, collect }: { kind: TicketKind; collect: boolean }) {
  const { t } = useTranslation();
  const { family } = useFamily();
  const viewAs = family?.routes.some((r) => r.path === `${kind}/:ticket`) ? kind : 'coupon';
  const held = useHeld(kind);
  return (
    <section className={`${styles.facts} ${own.root}`} aria-label={t(`coupons.held.${kind}`)}>
      {collect ? <CollectByCode kind={kind} /> : null}
      {held.isLoading ? (
        <Loading label={t('coupons.loading')} />
      ) : held.error ? (
        <LoadFailed error={held.error} retry={() => void held.mutate()} />
      ) : held.data?.length ? (
        <ul className={styles.list}>
          {held.data.map((h) => (
            <TicketItem key={h.ticket} h={h} viewAs={viewAs} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted} data-testid="held-empty">
          {t(`coupons.empty.${kind}`)}
        </p>
      )}
    </section>
  );
}

function GiftCards({ collect }: { collect: boolean }) {
  const { t } = useTranslation();
  const held = useHeldGiftCards();
  return (
    <section className={`${styles.facts} ${own.root}`} aria-label={t('coupons.held.giftcard')}>
      {held.isLoading ? (
        <Loading label={t('coupons.loading')} />
      ) : held.error ? (
        <LoadFailed error={held.error} retry={() => void held.mutate()} />
      ) : held.data?.length ? (
        <ul className={styles.list}>
          {held.data.map((g) => (
            <GiftItem key={g.cardNum} g={g} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted} data-testid="held-empty">
          {t('coupons.empty.giftcard')}
        </p>
      )}
      {collect ? <BuyLink /> : null}
    </section>
  );
}

export default function HeldTickets({ kind = 'coupon', collect = false }: HeldTicketsProps & EngineProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const k = asText(kind).replace('-', '').toLowerCase();
  if (!signedIn) return <SignInFirst why={t('coupons.signInToSee')} />;
  if (k === 'giftcard') return <GiftCards collect={flag(collect)} />;
  return <Tickets kind={k === 'voucher' ? 'voucher' : 'coupon'} collect={flag(collect)} />;
}
