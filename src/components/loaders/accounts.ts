// Accounts (issue 16): sign-in, sign-up, SMS login, forgot password, profile, me, member QR, auth redirect.
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';

export const LATER_LOADERS: Loaders = {
  LoginForm: () => import('../LoginForm/LoginForm'),
  SignupForm: () => import('../SignupForm/SignupForm'),
  SmsLoginForm: () => import('../SmsLoginForm/SmsLoginForm'),
  ForgotPasswordForm: () => import('../ForgotPasswordForm/ForgotPasswordForm'),
  ProfileForm: () => import('../ProfileForm/ProfileForm'),
  AccountMe: () => import('../AccountMe/AccountMe'),
  MemberQr: () => import('../MemberQr/MemberQr'),
  AuthRedirect: () => import('../AuthRedirect/AuthRedirect'),
};
