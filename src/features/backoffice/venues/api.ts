// Venues and their administrators, decoded for the screens: a result, or the one call error, ApiError;
// `venueProblem(e)` names the field the server refused (`problem`), `consoleErrorOf(e)` any other failure.
import {
  adminInvite,
  adminList,
  adminRemove,
  adminRevoke,
  venueCreate,
  venueList,
  venueTemplates,
  type NewVenue,
} from '../../../api/calls/venues';
import { ApiError } from '../../../api/errors';
import { run } from '../console/api';

export type {
  InviteResult,
  NewVenue,
  VenueAdmins,
  VenueListResult,
  VenueRow,
  VenueTemplate,
  VenueTemplatesResult,
} from '../../../api/calls/venues';

/** What the server may refuse, by field (server/venues/createVenue.ts, invitations.ts). */
export const VENUE_PROBLEMS = [
  'name',
  'shopId',
  'taken',
  'template',
  'currency',
  'timeZone',
  'contact',
  'self',
  'unknown',
] as const;
export type VenueProblem = (typeof VENUE_PROBLEMS)[number];

/** The field a refused venues call names (its result's `problem`), or null when it names none. */
export function venueProblem(e: unknown): VenueProblem | null {
  return e instanceof ApiError ? e.detailOneOf('problem', VENUE_PROBLEMS) : null;
}

const refusing = run;

const q = { quiet: true } as const;
export const readTemplates = () => refusing(() => venueTemplates({}, q));
export const readVenues = () => refusing(() => venueList({}, q));
export const createVenue = (v: NewVenue) => refusing(() => venueCreate(v, q));
export const readAdmins = (shop: string) => refusing(() => adminList({ shop }, q));
export const inviteAdmin = (shop: string, contact: { mobile?: string; email?: string }) =>
  refusing(() => adminInvite({ shop, ...contact }, q));
export const removeAdmin = (shop: string, userId: string) => refusing(() => adminRemove({ shop, userId }, q));
export const revokeInvite = (shop: string, invitation: string) => refusing(() => adminRevoke({ shop, invitation }, q));
