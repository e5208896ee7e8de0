// The scripted install's venue commands (issue 31), run through `npm run admin --`:
//   venue  --id harbour-cafe --name-en 'Harbour Cafe' --name-zh '海港咖啡馆' --template cafe [--currency AUD] [--tz Australia/Brisbane]
//   invite --shop harbour-cafe (--email a@example.com | --mobile 0411222333) [--url https://venue.example]
// Done as the platform administrator (the audit log names them); the invitation's link is printed
// once. Exit 0 done, 1 refused (the reason on stderr), 2 usage.
import type { Db } from '../db/db';
import { createVenue, VenueRefused } from './createVenue';
import { contactOf, invite, InviteRefused } from './invitations';
import { TEMPLATE_IDS } from './templates';

export const VENUE_USAGE = [
  `npm run admin -- venue --id <web address id> --name-en <name> --name-zh <name> --template ${TEMPLATE_IDS.join('|')} [--currency AUD] [--tz Australia/Brisbane]`,
  'npm run admin -- invite --shop <web address id> (--email <e-mail> | --mobile <mobile>) [--url <the app address>]',
].join('\n');

async function platformAdminId(db: Db): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM users WHERE admin = 1 AND admin_shops @> '["*"]'::jsonb ORDER BY created_at LIMIT 1`,
  );
  return rows[0]?.user_id ?? null;
}

/** Runs `venue` or `invite`; null when the command is neither. */
export async function runVenueCommand(db: Db, command: string, f: Record<string, string>): Promise<number | null> {
  if (command !== 'venue' && command !== 'invite') return null;
  const ok = command === 'venue' ? f.id && f['name-en'] && f['name-zh'] && f.template : f.shop && (f.email || f.mobile);
  if (!ok) {
    console.error(`Usage:\n${VENUE_USAGE}`);
    return 2;
  }
  const by = await platformAdminId(db);
  if (!by) {
    console.error('Refused: create the platform administrator first (npm run admin -- create).');
    return 1;
  }
  try {
    if (command === 'venue') {
      await createVenue(
        db,
        {
          shopId: f.id,
          nameEn: f['name-en'],
          nameZh: f['name-zh'],
          template: f.template,
          currency: f.currency ?? 'AUD',
          timeZone: f.tz ?? 'Australia/Brisbane',
        },
        by,
        Date.now(),
      );
      console.log(`Venue ${f.id} created from the ${f.template} template (configuration version 1).`);
      return 0;
    }
    const shop = await db.query('SELECT 1 FROM venues WHERE shop_id = $1', [f.shop]);
    if (!shop.length) {
      console.error(`Refused: there is no venue ${f.shop}.`);
      return 1;
    }
    const { token } = await invite(db, f.shop, by, contactOf(f.mobile ?? '', f.email ?? ''), Date.now());
    const base = (f.url ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
    console.log(`Invitation (valid 7 days, once): ${base}/invite?token=${token}`);
    return 0;
  } catch (e) {
    if (!(e instanceof VenueRefused) && !(e instanceof InviteRefused)) throw e;
    console.error(`Refused: ${e.message}`);
    return 1;
  }
}
