// The accounts feature's state and transitions: SMS code cool-downs, what follows a sign-in (the
// member card, the member point settings and the franchisee card of spec 4), sign-out, the member
// card on demand, and the profile. valtio/vanilla, no React (hooks.ts has the React side).
import { proxy } from 'valtio/vanilla';
import { VERIFICATION_COUNTDOWN_S } from '../../domain';
import { loadUserInfo, logout } from '../../state/auth';
import { card, loadCard, loadFranchisee, loadMemberPoints } from '../../state/card';
import { app, user } from '../../state/stores';
import { showToast } from '../../state/ui';
import { removeStored } from '../../shared/storage';
import { changePassword, resetPassword, saveProfile, sendCode, type ProfileEdit } from './api';

/** What a code is for: each has its own cool-down per mobile. */
export type CodePurpose = 'signup' | 'login' | 'reset';

export const accounts = proxy({
  /** `${purpose}:${mobile}` -> when a new code may be asked for (ms since epoch). */
  cooldowns: {} as Record<string, number>,
});

const cooldownKey = (purpose: CodePurpose, mobile: string) => `${purpose}:${mobile.replace(/[\s()-]/g, '')}`;

/** When a new code for this mobile and purpose may be asked for (0: now). */
export function codeCooldownUntil(purpose: CodePurpose, mobile: string): number {
  return accounts.cooldowns[cooldownKey(purpose, mobile)] ?? 0;
}

/**
 * Sends a verification code, unless one went to this mobile for this purpose less than 120 s ago
 * (then nothing is sent). Resolves when a new code may be asked for; the cool-down starts when the
 * server accepted the request. A refusal rejects with the call error ApiError (read it with `accountRefusal`).
 */
export async function requestCode(purpose: CodePurpose, mobile: string, now: () => number = Date.now): Promise<number> {
  const key = cooldownKey(purpose, mobile);
  const until = accounts.cooldowns[key] ?? 0;
  if (until > now()) return until;
  await sendCode(mobile);
  const next = now() + VERIFICATION_COUNTDOWN_S * 1000;
  accounts.cooldowns[key] = next;
  return next;
}

/**
 * Empties the cart of the shop (the franchisee card changed, spec 4), started or only saved. The
 * cart store (and the pricing rules it brings) loads only here, so the sign-in and me screens do not
 * download it.
 */
async function emptyCart(shop: string): Promise<void> {
  if (!shop) return;
  const { CART_COUNT_EVENT, cartStore, clearCart } = await import('../../state/cart');
  if (cartStore.shop === shop) {
    clearCart();
    return;
  }
  removeStored('cart', shop);
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: { shop, count: 0 } }));
}

/**
 * What follows every sign-in (password, SMS, registration): the member card (WALLET then CHECK),
 * the member point settings and the franchisee card; when the franchisee card in use changes, the
 * cart empties. Each failure is handled by its own rule (card reset, settings state 0, franchisee
 * cleared with its notice), so this never rejects. Outside a venue (no shop) it loads nothing.
 */
export async function afterSignIn(shop: string = app.shop): Promise<void> {
  // A sign-in outside a venue (the platform's pages) has no member card, points or franchisee to load.
  if (!user.userId || !shop) return;
  let emptied: Promise<void> | undefined;
  await Promise.all([
    loadCard(),
    loadMemberPoints(),
    loadFranchisee({
      ordLot: shop,
      onCardChanged: () => {
        emptied = emptyCart(shop);
      },
    }),
  ]);
  await emptied;
}

let cardLoad: Promise<boolean> | null = null;

/** The member card, loaded once when a screen needs it (me, my QR code); reloads with `force`. */
export function ensureMemberCard(force = false): Promise<boolean> {
  if (!user.userId) return Promise.resolve(false);
  if (card.status === 1 && !force) return Promise.resolve(true);
  cardLoad ??= loadCard().finally(() => {
    cardLoad = null;
  });
  return cardLoad;
}

/**
 * Signs out for real: the token is revoked on the server, the user, member card, franchisee card
 * and saved profile are cleared (src/state/auth.ts logout; the data cache forgets every answer when
 * the token changes hands), and the code cool-downs are forgotten. Resolves false (after the
 * logout-error notice) when the server could not be told; the local state is cleared either way.
 */
export async function signOut(): Promise<boolean> {
  accounts.cooldowns = {};
  try {
    await logout();
    return true;
  } catch {
    showToast('api.logoutError', { tone: 'error' });
    return false;
  }
}

/** Saves the profile, then reloads the user info so every screen (and the saved profile) shows it. */
export async function updateProfile(p: ProfileEdit): Promise<void> {
  await saveProfile(p);
  await loadUserInfo();
}

export { changePassword, resetPassword };
