// `npm run admin -- create --email name@example.com --password '...'` (issue 31): creates the platform
// administrator for a scripted install, as the setup page does; `venue` and `invite` create a venue
// from a template and invite its administrator (server/venues/venueCli.ts). Uses DATABASE_URL, else the PGlite
// folder DATA_DIR (default .data/pglite; stop the server first: one process per PGlite folder).
// Exits 0 when created, 1 when refused (the reason on stderr), 2 on a usage error.
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { createPlatformAdmin, SetupRefused } from './firstRun';
import { runVenueCommand, VENUE_USAGE } from '../venues/venueCli';

export const ADMIN_COMMANDS = ['create', 'venue', 'invite'] as const;

/** `--name value` pairs of the command line. */
export function flags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++)
    if (argv[i].startsWith('--') && i + 1 < argv.length) out[argv[i].slice(2)] = argv[++i];
  return out;
}

export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...rest] = argv;
  const f = flags(rest);
  const venueCommand = command === 'venue' || command === 'invite';
  if (!venueCommand && (command !== 'create' || !f.email || !f.password)) {
    console.error(
      `Usage: npm run admin -- create --email name@example.com --password <strong password>\n${VENUE_USAGE}`,
    );
    return 2;
  }
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR || '.data/pglite' });
  try {
    await migrate(db);
    if (venueCommand) return (await runVenueCommand(db, command, f))!;
    const userId = await createPlatformAdmin(db, f.email, f.password, Date.now());
    console.log(`Platform administrator ${f.email.trim().toLowerCase()} created (${userId}).`);
    return 0;
  } catch (e) {
    if (!(e instanceof SetupRefused)) throw e;
    console.error(`Refused: ${e.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && /adminCli\.ts$/.test(process.argv[1]))
  runAdminCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exit(1);
    },
  );
