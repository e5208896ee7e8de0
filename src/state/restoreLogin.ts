// The saved login's return at start-up (spec 4 "Session"): the stored token (also the user id), the
// saved profile and the user role, before the router's first role check. Apart from the sign-in code
// (./auth: login, user info, logout, with the account calls), which a signed-in page needs only when
// it signs in, reloads the profile or logs out: every signed-in page's start-up takes only this.
import { user } from './stores';
import type { UserDetail } from '../api/calls/account';
import { setLogoutHandler } from '../api/config';
import { readStoredToken } from '../api/token-store';
import { readStored, writeStored } from '../shared/storage';

/** The user's details as the account answers them: kept in the user store and saved locally ('user_profile'). */
export function applyProfile(detail: UserDetail): void {
  user.details = { ...detail };
  user.name = typeof detail.firstName === 'string' ? detail.firstName : '';
  if (typeof detail.userStatus === 'number') user.status = detail.userStatus;
  if (typeof detail.mobile === 'string') user.mobile = detail.mobile;
  writeStored('userProfile', user.details);
}

/** Restores a saved login on start-up: the stored token (also the user id) and the saved profile. */
export async function restoreLogin(): Promise<boolean> {
  const token = await readStoredToken();
  if (!token) return false;
  user.token = token;
  user.userId = token;
  try {
    const detail = readStored('userProfile');
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) applyProfile(detail as UserDetail);
  } catch {
    // an unreadable profile is reloaded by loadUserInfo
  }
  user.roles = ['user'];
  user.admin = 0;
  // The transport logs out on 'api.not.logged': the logout (./auth, which registers itself when it
  // loads) comes when that happens.
  setLogoutHandler(() => import('./auth').then((a) => a.logout()));
  return true;
}
