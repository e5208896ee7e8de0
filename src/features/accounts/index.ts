// The accounts feature's public API: other folders import accounts only from here
// (tests/architecture/layers.test.ts).
export {
  accountRefusal,
  type AccountRefusal,
  isRegistered,
  refusalCode,
  refusalMessage,
  registerAccount,
  smsLogin,
  verifyCode,
  type ProfileEdit,
  type SignUp,
} from './api';
export {
  accounts,
  afterSignIn,
  changePassword,
  codeCooldownUntil,
  ensureMemberCard,
  requestCode,
  resetPassword,
  signOut,
  updateProfile,
  type CodePurpose,
} from './store';
export { useAccount, useMemberCard, type CardLoad } from './hooks';
export { useCountdown } from './countdown';
