// The table feature's public API: other folders import table service only from here (tests/architecture/layers.test.ts).
export {
  closeSession,
  listOpenSessions,
  loadSessionOrders,
  openTableSession,
  readOrderedLine,
  staffFailure,
  staffServerMessage,
  type OpenSession,
  type OrderedAnswer,
  type OrderedLine,
  type StaffFailure,
  type TableAnswer,
  type TableCode,
} from './api';
export { forgetTable, readSavedTable, saveTable, TABLE_KEY_PREFIX, type SavedTable } from './store';
export {
  addTableParams,
  checkExpiry,
  expireTableSession,
  installTableRouting,
  openFromUrl,
  scheduleExpiry,
  tableSessionRefused,
  TOKEN_EXPIRED_ROUTE,
  tokenExpiredPath,
  type FamilyInfo,
  type OpenInput,
  type TableNoticeReason,
} from './service';
export { refreshAlreadyOrdered, toCartItem, type OrderedOutcome } from './ordered';
