// Venues and their administrators (issue 31; server/routes/venues.ts): the platform administrator
// lists templates and creates venues; any administrator lists their venues and manages a venue's
// administrators. Loaded only by admin chunks.
import { invoke } from '../invoke';
import type {
  ProPlatformAdminInvitePayload,
  ProPlatformAdminInviteResult,
  ProPlatformAdminRemovePayload,
  ProPlatformAdminRevokePayload,
  VenueAdmins,
} from '../../generated/calls';
import type { ApiAnswer, CallOptions } from '../types';

export interface VenueTemplate {
  id: string;
  name: { 'en-gb': string; 'zh-hans': string };
  family: string;
}
export interface VenueTemplatesResult {
  templates: VenueTemplate[];
  currencies: string[];
}
export interface NewVenue {
  nameEn: string;
  nameZh: string;
  shopId: string;
  template: string;
  currency: string;
  timeZone: string;
}
export interface VenueRow {
  shopId: string;
  family: string;
  nameEn: string;
  nameZh: string;
}
export interface VenueListResult {
  venues: VenueRow[];
  platform: boolean;
}
/** A venue's administrators and open invitations (admin list, remove and revoke answer it), as the contract types it. */
export type { VenueAdmins } from '../../generated/calls';
/** A new invitation: its link (shown once), expiry, and whether the SMS and the e-mail went. */
export type InviteResult = ProPlatformAdminInviteResult;

type A<R> = Promise<ApiAnswer<R>>;
type Shop = { shop: string };

export const venueTemplates = (p: Record<string, never> = {}, o?: CallOptions): A<VenueTemplatesResult> =>
  invoke('venueTemplates', p, o);
export const venueCreate = (p: NewVenue, o?: CallOptions): A<{ shopId: string }> => invoke('venueCreate', p, o);
export const venueList = (p: Record<string, never> = {}, o?: CallOptions): A<VenueListResult> =>
  invoke('venueList', p, o);
export const adminList = (p: Shop, o?: CallOptions): A<VenueAdmins> => invoke('adminList', p, o);
export const adminInvite = (p: Shop & ProPlatformAdminInvitePayload, o?: CallOptions): A<InviteResult> =>
  invoke('adminInvite', p, o);
export const adminRemove = (p: Shop & ProPlatformAdminRemovePayload, o?: CallOptions): A<VenueAdmins> =>
  invoke('adminRemove', p, o);
export const adminRevoke = (p: Shop & ProPlatformAdminRevokePayload, o?: CallOptions): A<VenueAdmins> =>
  invoke('adminRevoke', p, o);
