// Account and login calls (spec 7, "Account and login").
import { invoke } from '../invoke';
import type {
  AccountActionCcUserResult,
  AccountChangePwdResult,
  AccountCheckUserIdentifyCodeResult,
  AccountChkPhoneResult,
  AccountGetUserIdentifyCodeResult,
  AccountLoadCcUserResult,
  AccountLoginbysmsResult,
  AccountLogoutResult,
  AccountRegisterResult,
  AccountResetPwdResult,
  AccountSignInResult,
  ApiAccountActionCcUserResult,
  ApiAccountLoadCcUserResult,
  ApiScanSignInResult,
  ApiSmsGetUserIdentifyCodeResult,
  AccountUpdateResult,
  CallRefusal,
  ProAlUserSignInResult,
} from '../../generated/calls';
import { apiOptions } from '../config';
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';

export interface SignInPayload {
  userName: string;
  password: string;
  siteId?: string;
  deviceId?: string;
}
export interface SmsLoginPayload {
  mobile: string;
  code: string;
  siteId?: string;
  deviceId?: string;
}
export interface RegisterPayload {
  mobile: string;
  password: string;
  code: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  postcode?: string;
  siteId?: string;
  [k: string]: unknown;
}
export interface ChangePwdPayload {
  userId: string;
  oldPwd: string;
  newPwd: string;
}
export interface UpdateAccountPayload {
  userId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  postcode?: string;
  [k: string]: unknown;
}
export interface PhonePayload {
  mobile: string;
  siteId?: string;
}
export interface CodePayload extends PhonePayload {
  code: string;
}
export interface ResetPwdPayload extends CodePayload {
  password: string;
}
export interface UserInfoPayload {
  userId: string;
  deviceId: string;
}
/** The profile (spec 3: details). */
export interface UserDetail {
  firstName?: string;
  userStatus?: number;
  userId?: string;
  cardNum?: string;
  urlScan?: string;
  mobile?: string;
  email?: string;
  [k: string]: unknown;
}

type A<R> = Promise<ApiAnswer<R>>;

// Each answer's result is its contract's, or a refusal (CallRefusal: success false; the SMS login and
// the password reset also answer success with {rtn: -821009, dispMsg} for a mobile with no account).
// The calls that sign in answer a new session (SignedIn: rtn 1, userId the session token).
export const signIn = (p: SignInPayload, o?: CallOptions): A<AccountSignInResult | CallRefusal> =>
  invoke('signIn', p, o);
export const proSignIn = (p: SignInPayload, o?: CallOptions): A<ProAlUserSignInResult | CallRefusal> =>
  invoke('proSignIn', p, o);
export const loginBySms = (p: SmsLoginPayload, o?: CallOptions): A<AccountLoginbysmsResult | CallRefusal> =>
  invoke('loginBySms', p, o);
export const scanSignIn = (p: SignInPayload, o?: CallOptions): A<ApiScanSignInResult | CallRefusal> =>
  invoke('scanSignIn', p, o);
export const register = (p: RegisterPayload, o?: CallOptions): A<AccountRegisterResult | CallRefusal> =>
  invoke('register', p, o);
export const changePwd = (p: ChangePwdPayload, o?: CallOptions): A<AccountChangePwdResult | CallRefusal> =>
  invoke('changePwd', p, o);
export const updateAccount = (p: UpdateAccountPayload, o?: CallOptions): A<AccountUpdateResult & { rtn: number }> =>
  invoke('updateAccount', p, o);
export const chkPhone = (p: PhonePayload, o?: CallOptions): A<AccountChkPhoneResult | undefined> =>
  invoke('chkPhone', p, o);
export const resetPwd = (p: ResetPwdPayload, o?: CallOptions): A<AccountResetPwdResult | CallRefusal> =>
  invoke('resetPwd', p, o);
export const getUserIdentifyCode = (
  p: PhonePayload,
  o?: CallOptions,
): A<AccountGetUserIdentifyCodeResult | CallRefusal> => invoke('getUserIdentifyCode', p, o);
export const checkUserIdentifyCode = (
  p: CodePayload,
  o?: CallOptions,
): A<AccountCheckUserIdentifyCodeResult | CallRefusal> => invoke('checkUserIdentifyCode', p, o);
export const smsGetUserIdentifyCode = (
  p: PhonePayload,
  o?: CallOptions,
): A<ApiSmsGetUserIdentifyCodeResult | CallRefusal> => invoke('smsGetUserIdentifyCode', p, o);
/** Revokes the current session token on the server (no notice on 401: see answer.ts). */
export const accountLogout = (o?: CallOptions): A<AccountLogoutResult> => invoke('accountLogout', {}, o);
export const accountDetail = (p: UserInfoPayload, o?: CallOptions): A<UserDetail> => invoke('accountDetail', p, o);

/** The pro user detail takes a separately supplied user token, sent as Bearer and in header x-user-token. */
export const proUserDetail = (p: UserInfoPayload, userToken: string, o: CallOptions = {}): A<UserDetail> =>
  invoke('proUserDetail', p, { ...o, token: userToken, headers: { ...o.headers, 'x-user-token': userToken } });

/** Card-holder user calls: the /api-less paths when the legacy flag equals 1 (option or configured). */
type CcOpts = CallOptions & { legacy?: number };
const isLegacy = (o?: CcOpts) => (o?.legacy ?? apiOptions().legacy) === 1;
export const legacyLoadCcUser = (p: LoosePayload, o?: CallOptions): A<AccountLoadCcUserResult> =>
  invoke('legacyLoadCcUser', p, o);
export const legacyActionCcUser = (p: LoosePayload, o?: CallOptions): A<AccountActionCcUserResult> =>
  invoke('legacyActionCcUser', p, o);
export const loadCcUser = (p: LoosePayload, o?: CcOpts): A<ApiAccountLoadCcUserResult> =>
  invoke(isLegacy(o) ? 'legacyLoadCcUser' : 'loadCcUser', p, o);
export const actionCcUser = (p: LoosePayload, o?: CcOpts): A<ApiAccountActionCcUserResult> =>
  invoke(isLegacy(o) ? 'legacyActionCcUser' : 'actionCcUser', p, o);
