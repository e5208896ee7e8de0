// What a card action opens: the statement, the top-up, PIN, name or removal, in one dialog. Loaded
// only when a card action is chosen, so the wallet's first paint carries no form or dialog code.
import { useTranslation } from '../../i18n';
import type { Pass } from '../../features/wallet';
import type { PassAction } from '../Wallet/PassCard';
import PinForm from './PinForm';
import RemoveCard from './RemoveCard';
import RenameForm from './RenameForm';
import StatementList from './StatementList';
import TopupForm from './TopupForm';
import WalletDialog from './WalletDialog';

export interface PassDialogProps {
  action: PassAction;
  pass: Pass;
  /** The card's points (x100), for what a removal forfeits. */
  pointsCents: number;
  /** The wallet screen to come back to after a top-up. */
  returnTo: string;
  onClose: () => void;
}

export default function PassDialog({ action, pass, pointsCents, returnTo, onClose }: PassDialogProps) {
  const { t } = useTranslation();
  const titles: Record<PassAction, string> = {
    statement: t('walletcard.statementTitle'),
    topup: t('walletcard.topupTitle'),
    pin: pass.pinSet ? t('wallet.changePin') : t('wallet.setPin'),
    rename: t('walletcard.renameTitle'),
    remove: t('walletcard.removeTitle'),
  };
  return (
    <WalletDialog id={`wallet-${action}`} title={titles[action]} open onClose={onClose}>
      {action === 'statement' ? <StatementList pass={pass} /> : null}
      {action === 'topup' ? <TopupForm pass={pass} returnTo={returnTo} /> : null}
      {action === 'pin' ? <PinForm pass={pass} onDone={onClose} /> : null}
      {action === 'rename' ? <RenameForm pass={pass} onDone={onClose} /> : null}
      {action === 'remove' ? (
        <RemoveCard pass={pass} pointsCents={pointsCents} onDone={onClose} onCancel={onClose} />
      ) : null}
    </WalletDialog>
  );
}
