// "Nothing written" checks over every table of the database (read from the catalogue, never a hand
// list, so a new migration's tables are watched too): a checksum of all rows, and a row-level write
// counter (triggers) cheap enough to read after every call of a large corpus.
import type { Db } from '../../server/db/db';

const COUNTER = 'corpus_write_counter';

/** The tables of the public schema (the watch's own counter left out). */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY 1`,
    [COUNTER],
  );
  return rows.map((r) => r.t);
}

/** Per table: row count and the sum of the rows' text hashes. Equal before and after = nothing written. */
export async function checksum(db: Db): Promise<Record<string, string>> {
  const names = await tableNames(db);
  const sql = names
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text AS c FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  const rows = await db.query<{ t: string; c: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.c]));
}

/** Counts every inserted, updated or deleted row of every table from now on (test databases only). */
export async function installWriteCounter(db: Db): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS ${COUNTER} (n bigint NOT NULL); INSERT INTO ${COUNTER} VALUES (0);
    CREATE OR REPLACE FUNCTION corpus_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE ${COUNTER} SET n = n + 1; RETURN NULL; END $$;`);
  for (const t of await tableNames(db))
    await db.exec(
      `CREATE TRIGGER corpus_watch AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION corpus_count_write()`,
    );
}

/** Rows written since installWriteCounter. */
export async function writeCount(db: Db): Promise<number> {
  return Number((await db.query<{ n: string }>(`SELECT n::text AS n FROM ${COUNTER}`))[0].n);
}
