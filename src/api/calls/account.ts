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
  CallRefusal,
  ProAlUserSignInResult,
} from '../../generated/calls';
import { apiOptions } from '../config';
import type { CallPayload, CallResult } from '../callAnswer';
import type { ApiAnswer, CallOptions } from '../types';

// Each call's payload is its contract's (schemas/calls/account.*.json): what the server checks is what a
// caller can send.
export type SignInPayload = CallPayload<'signIn'>;
export type ProSignInPayload = CallPayload<'proSignIn'>;
export type ScanSignInPayload = CallPayload<'scanSignIn'>;
export type SmsLoginPayload = CallPayload<'loginBySms'>;
export type RegisterPayload = CallPayload<'register'>;
export type ChangePwdPayload = CallPayload<'changePwd'>;
export type UpdateAccountPayload = CallPayload<'updateAccount'>;
export type PhonePayload = CallPayload<'chkPhone'>;
export type SendCodePayload = CallPayload<'getUserIdentifyCode'>;
export type SmsSendCodePayload = CallPayload<'smsGetUserIdentifyCode'>;
export type CodePayload = CallPayload<'checkUserIdentifyCode'>;
export type ResetPwdPayload = CallPayload<'resetPwd'>;
export type UserInfoPayload = CallPayload<'accountDetail'>;
/** The profile (spec 3: details), as the detail contract answers it. */
export type UserDetail = CallResult<'accountDetail'>;

type A<R> = Promise<ApiAnswer<R>>;

// Each answer's result is its contract's, or a refusal (CallRefusal: success false; the SMS login and
// the password reset also answer success with {rtn: -821009, dispMsg} for a mobile with no account).
// The calls that sign in answer a new session (SignedIn: rtn 1, userId the session token).
export const signIn = (p: SignInPayload, o?: CallOptions): A<AccountSignInResult | CallRefusal> =>
  invoke('signIn', p, o);
export const proSignIn = (p: ProSignInPayload, o?: CallOptions): A<ProAlUserSignInResult | CallRefusal> =>
  invoke('proSignIn', p, o);
export const loginBySms = (p: SmsLoginPayload, o?: CallOptions): A<AccountLoginbysmsResult | CallRefusal> =>
  invoke('loginBySms', p, o);
export const scanSignIn = (p: ScanSignInPayload, o?: CallOptions): A<ApiScanSignInResult | CallRefusal> =>
  invoke('scanSignIn', p, o);
export const register = (p: RegisterPayload, o?: CallOptions): A<AccountRegisterResult | CallRefusal> =>
  invoke('register', p, o);
export const changePwd = (p: ChangePwdPayload, o?: CallOptions): A<AccountChangePwdResult | CallRefusal> =>
  invoke('changePwd', p, o);
export const updateAccount = (p: UpdateAccountPayload, o?: CallOptions) => invoke('updateAccount', p, o);
export const chkPhone = (p: PhonePayload, o?: CallOptions): A<AccountChkPhoneResult | undefined> =>
  invoke('chkPhone', p, o);
export const resetPwd = (p: ResetPwdPayload, o?: CallOptions): A<AccountResetPwdResult | CallRefusal> =>
  invoke('resetPwd', p, o);
export const getUserIdentifyCode = (
  p: SendCodePayload,
  o?: CallOptions,
): A<AccountGetUserIdentifyCodeResult | CallRefusal> => invoke('getUserIdentifyCode', p, o);
export const checkUserIdentifyCode = (
  p: CodePayload,
  o?: CallOptions,
): A<AccountCheckUserIdentifyCodeResult | CallRefusal> => invoke('checkUserIdentifyCode', p, o);
export const smsGetUserIdentifyCode = (
  p: SmsSendCodePayload,
  o?: CallOptions,
): A<ApiSmsGetUserIdentifyCodeResult | CallRefusal> => invoke('smsGetUserIdentifyCode', p, o);
/** Revokes the current session token on the server (no notice on 401: see answer.ts). */
export const accountLogout = (o?: CallOptions): A<AccountLogoutResult> => invoke('accountLogout', {}, o);
export const accountDetail = (p: UserInfoPayload, o?: CallOptions) => invoke('accountDetail', p, o);

/** The pro user detail takes a separately supplied user token, sent as Bearer and in header x-user-token. */
export const proUserDetail = (p: CallPayload<'proUserDetail'>, userToken: string, o: CallOptions = {}) =>
  invoke('proUserDetail', p, { ...o, token: userToken, headers: { ...o.headers, 'x-user-token': userToken } });

/** Card-holder user calls: the /api-less paths when the legacy flag equals 1 (option or configured). */
type CcOpts = CallOptions & { legacy?: number };
const isLegacy = (o?: CcOpts) => (o?.legacy ?? apiOptions().legacy) === 1;
export const legacyLoadCcUser = (p: CallPayload<'legacyLoadCcUser'>, o?: CallOptions): A<AccountLoadCcUserResult> =>
  invoke('legacyLoadCcUser', p, o);
export const legacyActionCcUser = (
  p: CallPayload<'legacyActionCcUser'>,
  o?: CallOptions,
): A<AccountActionCcUserResult> => invoke('legacyActionCcUser', p, o);
export const loadCcUser = (p: CallPayload<'loadCcUser'>, o?: CcOpts): A<ApiAccountLoadCcUserResult> =>
  invoke(isLegacy(o) ? 'legacyLoadCcUser' : 'loadCcUser', p, o);
export const actionCcUser = (p: CallPayload<'actionCcUser'>, o?: CcOpts): A<ApiAccountActionCcUserResult> =>
  invoke(isLegacy(o) ? 'legacyActionCcUser' : 'actionCcUser', p, o);
