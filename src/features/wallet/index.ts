// The wallet feature's public API: other folders import the wallet only from here (tests/architecture/layers.test.ts).
export {
  changePin,
  joinMembership,
  loadPasses,
  noDecision,
  loadTopup,
  loadStatement,
  loadTopupPromotions,
  removeCard,
  renameCard,
  startTopup,
  walletRefusal,
  type WalletRefused,
  type Pass,
  type PassKind,
  type Purse,
  type Statement,
  type StatementLine,
  type TopupPromotions,
  type TopupStart,
  type TopupState,
} from './api';
export { useRefreshPasses, usePasses, useStatement, useTopup, useTopupPromotions } from './hooks';
export { clearPendingTopup, readPendingTopup, savePendingTopup, type PendingTopup } from './store';
export { endTopupAttempt, readTopupAttempt, topupAttemptFor, type TopupAttempt } from './attempt';
