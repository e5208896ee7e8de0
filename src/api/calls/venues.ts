// Venues and their administrators (issue 31; server/routes/venues.ts): the platform administrator
// lists templates and creates venues; any administrator lists their venues and manages a venue's
// administrators. Loaded only by admin chunks.
import { invoke } from '../invoke';
import type { ProPlatformAdminInviteResult, VenueAdmins } from '../../generated/calls';
import type { ApiAnswer, CallOptions } from '../types';
import type { CallPayload, CallResult, VenuePayload } from '../callAnswer';

/** What a new venue starts from and the currencies it may use, as the templates contract types them. */
export type VenueTemplatesResult = CallResult<'venueTemplates'>;
export type VenueTemplate = VenueTemplatesResult['templates'][number];
/** A venue to create (the create contract's payload). */
export type NewVenue = CallPayload<'venueCreate'>;
/** The venues the caller administers, as the list contract types them. */
export type VenueListResult = CallResult<'venueList'>;
export type VenueRow = VenueListResult['venues'][number];
/** A venue's administrators and open invitations (admin list, remove and revoke answer it), as the contract types it. */
export type { VenueAdmins } from '../../generated/calls';
/** A new invitation: its link (shown once), expiry, and whether the SMS and the e-mail went. */
export type InviteResult = ProPlatformAdminInviteResult;

type A<R> = Promise<ApiAnswer<R>>;

export const venueTemplates = (p: CallPayload<'venueTemplates'> = {}, o?: CallOptions) =>
  invoke('venueTemplates', p, o);
export const venueCreate = (p: NewVenue, o?: CallOptions) => invoke('venueCreate', p, o);
export const venueList = (p: CallPayload<'venueList'> = {}, o?: CallOptions) => invoke('venueList', p, o);
export const adminList = (p: VenuePayload<'adminList'>, o?: CallOptions): A<VenueAdmins> => invoke('adminList', p, o);
export const adminInvite = (p: VenuePayload<'adminInvite'>, o?: CallOptions): A<InviteResult> =>
  invoke('adminInvite', p, o);
export const adminRemove = (p: VenuePayload<'adminRemove'>, o?: CallOptions): A<VenueAdmins> =>
  invoke('adminRemove', p, o);
export const adminRevoke = (p: VenuePayload<'adminRevoke'>, o?: CallOptions): A<VenueAdmins> =>
  invoke('adminRevoke', p, o);
