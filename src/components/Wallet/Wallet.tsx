// The one wallet screen (mywallet, mycards, /common/commonWallet): a Radix tab per kind of pass —
// loyalty cards, stored-value cards, coupons, vouchers, gift cards, tickets. Each card has its
// statement (from the ledger), top-up, PIN, name and removal in dialogs. The coupons, vouchers, gift
// cards and tickets tabs show an honest empty state until their capabilities' components land
// (README.md: where they go).
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isWalletTab, WALLET_TABS, type WalletTab } from '../../domain';
import { useTranslation } from '../../i18n';
import { usePasses, type Pass, type PassKind } from '../../features/wallet';
import Tabs from '../Tabs/Tabs';
import EmptyTab from './EmptyTab';
import PassCard, { type PassAction } from './PassCard';
import PinForm from './PinForm';
import RemoveCard from './RemoveCard';
import RenameForm from './RenameForm';
import StatementList from './StatementList';
import TopupForm from './TopupForm';
import WalletDialog from './WalletDialog';
import styles from './Wallet.module.css';

export interface WalletProps {
  /** The tab open first (default loyalty). */
  tab?: string;
}

/** The tabs this component fills itself; the others are the capabilities' (EmptyTab until then). */
const OWN: Partial<Record<WalletTab, PassKind>> = { loyalty: 'loyalty', stored: 'stored' };

export default function Wallet({ tab }: WalletProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const passes = usePasses();
  const [open, setOpen] = useState<{ action: PassAction; pass: Pass } | null>(null);
  const close = () => setOpen(null);
  const pointsOf = (cardNum: string) => passes.data?.find((p) => p.kind === 'loyalty' && p.cardNum === cardNum)?.pointsCents ?? 0;

  const list = (kind: PassKind): ReactNode => {
    if (passes.error && !passes.data) return (
      <div role="alert">{t('wallet.loadError')} <button type="button" className={styles.button} onClick={() => void passes.mutate()}>{t('wallet.retry')}</button></div>
    );
    if (!passes.data) return <p role="status">{t('wallet.loading')}</p>;
    const mine = passes.data.filter((p) => p.kind === kind);
    if (!mine.length) return <EmptyTab kind={kind} />;
    return <ul className={styles.list}>{mine.map((p) => <PassCard key={p.passId} pass={p} onAction={(action, pass) => setOpen({ action, pass })} />)}</ul>;
  };

  const items = WALLET_TABS.map((value) => {
    const own = OWN[value];
    return { value, label: t(`wallet.tab_${value}`), content: own ? list(own) : <EmptyTab kind={value} /> };
  });
  const titles: Record<PassAction, string> = {
    statement: t('wallet.statementTitle'), topup: t('wallet.topupTitle'), pin: open?.pass.pinSet ? t('wallet.changePin') : t('wallet.setPin'),
    rename: t('wallet.renameTitle'), remove: t('wallet.removeTitle'),
  };
  return (
    <section className={styles.wrap} aria-label={t('wallet.title')}>
      <Tabs label={t('wallet.tabsLabel')} items={items} defaultValue={isWalletTab(tab) ? tab : 'loyalty'} />
      {open ? (
        <WalletDialog id={`wallet-${open.action}`} title={titles[open.action]} open onClose={close}>
          {open.action === 'statement' ? <StatementList pass={open.pass} /> : null}
          {open.action === 'topup' ? <TopupForm pass={open.pass} returnTo={pathname} /> : null}
          {open.action === 'pin' ? <PinForm pass={open.pass} onDone={close} /> : null}
          {open.action === 'rename' ? <RenameForm pass={open.pass} onDone={close} /> : null}
          {open.action === 'remove' ? <RemoveCard pass={open.pass} pointsCents={pointsOf(open.pass.cardNum)} onDone={close} onCancel={close} /> : null}
        </WalletDialog>
      ) : null}
    </section>
  );
}
