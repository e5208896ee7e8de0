// The console's live preview: /api/spot/config with `preview` = the open draft's token answers the
// venue with the draft applied, for an administrator of that venue only. Anyone else (no token, a
// customer, another venue's admin, a wrong or old token) gets the live configuration.
import type { Ctx } from '../wire/define';
import type { Venue } from '../wire/venue';
import type { AuthUser } from '../auth/tokens';
import { draftForPreview } from './versions';

/** Is this user an administrator of the venue (admin_shops names it or '*')? The call framework's rule. */
export const isAdminOf = (user: AuthUser | null, shopId: string): boolean =>
  !!user && user.admin === 1 && (user.adminShops.includes('*') || user.adminShops.includes(shopId));

/** The venue, with the open draft applied when the call carries its preview token and the caller may see it. */
export async function withPreview(ctx: Ctx): Promise<Venue> {
  const v = ctx.venue!;
  const token = ctx.payload.preview;
  if (typeof token !== 'string' || !token || !isAdminOf(ctx.user, v.shopId)) return v;
  const draft = await draftForPreview(ctx.db, v.shopId, token);
  return draft ? { ...v, ...draft, hours: draft.hours as unknown as Venue['hours'] } : v;
}
