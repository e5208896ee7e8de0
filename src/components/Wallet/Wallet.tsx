// The one wallet screen (mywallet, mycards, /common/commonWallet): a Radix tab per kind of pass —
// loyalty cards, stored-value cards, coupons, vouchers, gift cards, tickets. Each card has its
// statement (from the ledger), top-up, PIN, name and removal in dialogs. The coupons, vouchers, gift
// cards and tickets tabs show an honest empty state until their capabilities' components land
// (README.md: where they go).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isWalletTab, WALLET_TABS, type WalletTab } from '../../domain';
import { useTranslation } from '../../i18n';
import { withComponentTexts } from '../registry';
import { useFamily } from '../../engine/runtime/family';
import { usePasses, type Pass, type PassKind } from '../../features/wallet';
import Tabs from '../../ui/Tabs/DeferredTabs';
import { app, venue } from '../../state/stores';
import EmptyTab from './EmptyTab';
import PassCard, { type PassAction } from './PassCard';
import styles from '../styles/wallet.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { WalletProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

// The card dialogs (WalletCard: Radix Dialog, the form layer, react-hook-form, their texts) load when a
// card action is chosen, the way to join a venue's membership when it is offered.
const PassDialog = lazy(withComponentTexts('WalletCard', () => import('../WalletCard/PassDialog')));
const JoinMembership = lazy(() => import('./JoinMembership'));
// The other capabilities' tabs, loaded with their texts when their tab opens (Radix mounts the open tab only).
const HeldTickets = lazy(withComponentTexts('HeldTickets', () => import('../HeldTickets/HeldTickets')));
const TicketList = lazy(withComponentTexts('TicketList', () => import('../TicketList/TicketList')));
/** Families whose routes hold the ticket result screens (pay, extend and cancel lead there). */
const TICKET_FAMILIES = new Set(['ticket', 'company']);

/** The tabs this component fills with its own cards; coupons, vouchers, gift cards and tickets are their capabilities' lists. */
const OWN: Partial<Record<WalletTab, PassKind>> = { loyalty: 'loyalty', stored: 'stored' };

export default function Wallet({ tab }: WalletProps & EngineProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const passes = usePasses();
  const [open, setOpen] = useState<{ action: PassAction; pass: Pass } | null>(null);
  const close = () => setOpen(null);
  const pointsOf = (cardNum: string) =>
    passes.data?.find((p) => p.kind === 'loyalty' && p.cardNum === cardNum)?.pointsCents ?? 0;

  const list = (kind: PassKind): ReactNode => {
    if (passes.error && !passes.data)
      return (
        <Alert tone="none">
          {t('wallet.loadError')}{' '}
          <Button variant="secondary" onClick={() => void passes.mutate()}>
            {t('wallet.retry')}
          </Button>
        </Alert>
      );
    if (!passes.data) return <Status as="p">{t('wallet.loading')}</Status>;
    const mine = passes.data.filter((p) => p.kind === kind);
    // In a venue with a membership the customer has not joined: a way to join (and so to a card to top up).
    const join =
      app.shop &&
      (venue.settings.membership || venue.settings.enableMember) &&
      !passes.data.some((p) => p.shopId === app.shop) ? (
        <Suspense fallback={null}>
          <JoinMembership />
        </Suspense>
      ) : null;
    if (!mine.length)
      return (
        <>
          {<EmptyTab kind={kind} />}
          {join}
        </>
      );
    return (
      <>
        {
          <ul className={styles.list}>
            {mine.map((p) => (
              <PassCard key={p.passId} pass={p} onAction={(action, pass) => setOpen({ action, pass })} />
            ))}
          </ul>
        }
        {join}
      </>
    );
  };

  const { family } = useFamily();
  const ticketFamily = TICKET_FAMILIES.has(family?.id ?? '');
  const other = (value: WalletTab): ReactNode => {
    const held =
      value === 'coupons' ? 'coupon' : value === 'vouchers' ? 'voucher' : value === 'giftcards' ? 'giftcard' : null;
    const body = held ? (
      <HeldTickets kind={held} collect />
    ) : value === 'tickets' ? (
      <TicketList allVenues={!ticketFamily} actions={ticketFamily} />
    ) : (
      <EmptyTab kind={value} />
    );
    return <Suspense fallback={<Status as="p">{t('wallet.loading')}</Status>}>{body}</Suspense>;
  };
  const items = WALLET_TABS.map((value) => {
    const own = OWN[value];
    return { value, label: t(`wallet.tab_${value}`), content: own ? list(own) : other(value) };
  });
  return (
    <section className={styles.wrap} aria-label={t('wallet.title')}>
      <Tabs label={t('wallet.tabsLabel')} items={items} defaultValue={isWalletTab(tab) ? tab : 'loyalty'} />
      {open ? (
        <Suspense fallback={<Status as="p">{t('wallet.loading')}</Status>}>
          <PassDialog
            action={open.action}
            pass={open.pass}
            pointsCents={pointsOf(open.pass.cardNum)}
            returnTo={pathname}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
