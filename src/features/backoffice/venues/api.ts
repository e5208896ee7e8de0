// Venues and their administrators, decoded for the screens: a result, or a VenueRefusal naming the
// field the server refused (`problem`) with its sentence; other failures are the console's ConsoleError.
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
import type { ApiAnswer } from '../../../api/types';
import { run } from '../console/api';

export type {
  InviteResult,
  NewVenue,
  VenueAdminsResult,
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

export class VenueRefusal extends Error {
  constructor(
    public readonly problem: VenueProblem,
    public readonly serverMessage: string,
  ) {
    super(problem);
  }
}

async function refusing<R>(call: () => Promise<ApiAnswer<R>>): Promise<R> {
  // run() turns whatever its call throws into a ConsoleError: the refusal is kept aside and thrown here.
  let refusal: VenueRefusal | null = null;
  try {
    return await run(async () => {
      const a = await call();
      const r = a.result as { problem?: unknown } | undefined;
      if (a.success !== true && r && typeof r === 'object' && VENUE_PROBLEMS.includes(r.problem as VenueProblem))
        refusal = new VenueRefusal(r.problem as VenueProblem, String(a.dispMsg ?? ''));
      return a;
    });
  } catch (e) {
    throw refusal ?? e;
  }
}

const q = { quiet: true } as const;
export const readTemplates = () => refusing(() => venueTemplates({}, q));
export const readVenues = () => refusing(() => venueList({}, q));
export const createVenue = (v: NewVenue) => refusing(() => venueCreate(v, q));
export const readAdmins = (shop: string) => refusing(() => adminList({ shop }, q));
export const inviteAdmin = (shop: string, contact: { mobile?: string; email?: string }) =>
  refusing(() => adminInvite({ shop, ...contact }, q));
export const removeAdmin = (shop: string, userId: string) => refusing(() => adminRemove({ shop, userId }, q));
export const revokeInvite = (shop: string, invitation: string) => refusing(() => adminRevoke({ shop, invitation }, q));
