// The wallet feature's public API: other folders import the wallet only from here (tests/architecture/layers.test.ts).
export {
  changePin, loadPasses, loadStatement, loadTopupPromotions, removeCard, renameCard, startTopup, WalletRefused,
  type Pass, type PassKind, type Purse, type Statement, type StatementLine, type TopupPromotions, type TopupStart,
} from './api';
export { refreshPasses, usePasses, useStatement, useTopupPromotions } from './hooks';
export { clearPendingTopup, readPendingTopup, savePendingTopup, type PendingTopup } from './store';
