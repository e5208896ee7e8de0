export { safeUrl } from './safeUrl';
export { isSafeInAppPath, safeRedirectTarget } from './inAppPath';
