// Where an administrator lands after signing in (issue 29): the console of the venue they signed in
// at, when they administer it (a venue administrator, or the platform administrator who administers
// every venue). Asked of the server (the console's state call answers only such an administrator);
// null when the visitor is not one, so the sign-in goes where it would have gone.
import { readState } from './api';

/** The console path for `shop` when the signed-in user administers it, else null. */
export async function adminLanding(shop: string): Promise<string | null> {
  if (!shop) return null;
  try {
    await readState(shop);
    return `/merchant/${encodeURIComponent(shop)}/console`;
  } catch {
    return null;
  }
}
