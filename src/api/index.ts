// Public API of src/api: the call table, one typed function per call of spec section 7, the
// transport and its seams (configureTransport: how the app plugs in), the retry helper, the read
// sources and the screens' data layer (useCall and the source hooks).
// The server imports only ./calls (the table) and ./wire/codec; hooks pull in React and swr.
export * from './calls';
export * from './calls/account';
export * from './calls/wallet';
export * from './calls/order';
export * from './calls/catalogue';
export * from './calls/config';
export { request, signedGet, signedPost, buildRequest, requestUrl, queryString, type RequestSpec } from './transport';
export * from './calls/themes';
export * from './calls/backoffice';
export * from './calls/menu';
export * from './calls/venues';
export { handleAnswer, isLogoutUrl, NOT_LOGGED } from './answer';
export {
  configureApi,
  apiOptions,
  setNavigator,
  setLogoutHandler,
  resolveBase,
  storeIdentity,
  defaultLoginPath,
  REQUEST_TIMEOUT_MS,
  REDIRECT_DELAY_MS,
  RETRY_DELAY_MS,
  type ApiOptions,
  type Identity,
  type Navigate,
} from './config';
export {
  configureTransport,
  transportHooks,
  LOGIN_TOAST_MS,
  type ClientContext,
  type TransportHooks,
  type TransportNotice,
} from './context';
export {
  ApiError,
  isApiError,
  refusedError,
  refusedAnswer,
  callOfUrl,
  serverMessageOf,
  TRANSPORT_CODES,
  type ApiErrorKind,
  type CallErrorCode,
  type TransportCode,
} from './errors';
export { withRetry, type RetryOptions } from './retry';
export { invoke } from './invoke';
export {
  TOKEN_KEY,
  LOCAL_KEY,
  readStoredToken,
  writeStoredToken,
  removeStoredToken,
  setToken,
  clearToken,
  setLocalStore,
  sealTokensWith,
  type TokenSealer,
} from './token-store';
export type { KeyValueStore } from './token-store';
export { SOURCES, readSource, sourceParams, isSourceName, type SourceName } from './sources';
export * from './hooks';
export * from './sourceHooks';
export type * from './types';
