// Configuration versions of a venue (issue 18 part 1): one open draft per venue, publish makes a
// numbered version holding the full snapshot, rollback makes a new version equal to an old one, and
// every change is written to the audit log with its changed keys (before -> after). The venues row
// stays the live configuration every customer call reads, so a publish shows on the next page load.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import type { Answer } from '../wire/answers';
import { type ConfigChange, type ConfigSnapshot, diffConfig, pickSnapshot } from '../../src/domain/configVersions';
import type { RefusalCode } from '../../src/domain/refusals';
import { configOutOfBounds } from './configBounds';
import { applyParts, checkParts, readParts, withLiveParts } from './parts/index';
import { identityProblem, meaningProblem } from './configMeaning';
import * as themeDocPart from './parts/themeDoc';

/** A refused console call (HTTP 200, result.code): nothing was written. */
export class ConfigRefused extends Error {
  constructor(
    public readonly code: RefusalCode,
    message: string,
    /** More for the console to show (config.bounds: the field and its limit). */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The answer for a refused configuration change: the refusal's code, its details and its message. */
export const refusal = (e: ConfigRefused): Answer => ({
  success: false,
  dispMsg: e.message,
  result: { rtn: 0, code: e.code, ...e.extra, dispMsg: e.message },
});

export const AUDIT_ACTIONS = [
  'save',
  'discard',
  'publish',
  'rollback',
  'soldOut',
  'venueCreated',
  'adminInvited',
  'adminJoined',
  'adminRemoved',
  'inviteRevoked',
  'providerSaved',
  'providerRemoved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const VERSION_KINDS = ['initial', 'publish', 'rollback'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export interface Draft {
  config: ConfigSnapshot;
  baseVersion: number;
  previewToken: string;
  updatedBy: string;
  updatedAt: number;
  /** Counts the draft's saves: a save names the revision it was edited from (none: a new draft). */
  revision: number;
  /** The draft against the live configuration. */
  changes: ConfigChange[];
}

export interface ConsoleState {
  live: ConfigSnapshot;
  latest: number;
  draft: Draft | null;
  /** The live configuration changed (a publish or rollback) since the draft was started. */
  stale: boolean;
}

export interface VersionEntry {
  version: number;
  kind: VersionKind;
  source: number | null;
  createdBy: string;
  createdAt: number;
  /** Against the version before it (none for the first). */
  changes: ConfigChange[];
}

export interface AuditEntry {
  id: number;
  at: number;
  userName: string;
  action: AuditAction;
  version: number | null;
  changes: ConfigChange[];
}

const COLUMNS = 'settings, licence, theme, branding, profile, payments, languages, hours';

/** The live configuration (the venues row); FOR UPDATE inside a transaction. */
export async function liveSnapshot(db: Db, shopId: string, lock = false): Promise<ConfigSnapshot> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM venues WHERE shop_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  const snap = await readParts(db, shopId, pickSnapshot(rows[0] ?? {}));
  return { ...snap, themeDoc: await themeDocPart.read(db, shopId, snap.theme) };
}

async function latestVersion(db: Db, shopId: string): Promise<number> {
  const rows = await db.query<{ v: number | null }>(
    'SELECT MAX(version) AS v FROM config_versions WHERE shop_id = $1',
    [shopId],
  );
  return Number(rows[0]?.v ?? 0);
}

async function userName(db: Db, userId: string): Promise<string> {
  const rows = await db.query<{ login_name: string }>('SELECT login_name FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.login_name ?? userId;
}

export async function audit(
  db: Db,
  shopId: string,
  userId: string,
  action: AuditAction,
  version: number | null,
  changes: ConfigChange[],
  now: number,
): Promise<void> {
  await db.query(
    'INSERT INTO config_audit (shop_id, user_id, user_name, action, version, changes, at) VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7)',
    [shopId, userId, await userName(db, userId), action, version, JSON.stringify(changes), now],
  );
}

interface DraftRow {
  config: ConfigSnapshot;
  base_version: number;
  revision: number;
  preview_token: string;
  updated_by: string;
  updated_at: string | number;
}

async function draftRow(db: Db, shopId: string): Promise<DraftRow | null> {
  const rows = await db.query<DraftRow>(
    'SELECT config, base_version, revision, preview_token, updated_by, updated_at FROM config_drafts WHERE shop_id = $1',
    [shopId],
  );
  return rows[0] ?? null;
}

/** The live configuration, the latest version and the open draft (with its changes). */
export async function consoleState(db: Db, shopId: string): Promise<ConsoleState> {
  const live = await liveSnapshot(db, shopId);
  const latest = await latestVersion(db, shopId);
  const d = await draftRow(db, shopId);
  const config = d && pickSnapshot(withLiveParts(d.config as unknown as Record<string, unknown>, live));
  const draft: Draft | null = d && {
    config: config!,
    baseVersion: Number(d.base_version),
    previewToken: d.preview_token,
    updatedBy: await userName(db, d.updated_by),
    updatedAt: Number(d.updated_at),
    revision: Number(d.revision),
    changes: diffConfig(live, config),
  };
  return { live, latest, draft, stale: !!draft && draft.baseVersion !== latest };
}

/**
 * Saves the venue's draft (a full snapshot, already validated); starts one when none is open.
 * `revision` is the draft revision the caller edited from (0: the live configuration, no draft): when
 * someone else saved the draft since, or opened one, the save is refused (config.conflict) naming who,
 * when, and what their draft holds that this one does not. Each save adds one to the revision.
 */
export async function saveDraft(
  db: Db,
  shopId: string,
  userId: string,
  config: ConfigSnapshot,
  now: number,
  revision?: number,
): Promise<void> {
  await db.tx(async (tx) => {
    const live = await liveSnapshot(tx, shopId, true);
    const before = await draftRow(tx, shopId);
    // A part the caller left out (a console that predates it) keeps the draft's or the live value.
    const kept = before ? pickSnapshot(withLiveParts(before.config as unknown as Record<string, unknown>, live)) : live;
    const snap = pickSnapshot(withLiveParts(config as unknown as Record<string, unknown>, kept));
    const wrong = meaningProblem(snap) ?? identityProblem(live, snap);
    if (wrong) throw wrong;
    const current = before ? Number(before.revision) : 0;
    if (revision !== undefined && revision !== current) {
      const theirs = before ? kept : live;
      const by = before ? await userName(tx, before.updated_by) : '';
      throw new ConfigRefused(
        'config.conflict',
        before
          ? `${by} saved this draft at ${new Date(Number(before.updated_at)).toISOString()} after you opened it: reload it before saving.`
          : 'The draft you opened was published or discarded since: reload before saving.',
        {
          by,
          at: before ? Number(before.updated_at) : null,
          revision: current,
          differs: diffConfig(snap, theirs),
        },
      );
    }
    if (before) {
      await tx.query(
        'UPDATE config_drafts SET config = $2::text::jsonb, updated_by = $3, updated_at = $4, revision = revision + 1 WHERE shop_id = $1',
        [shopId, JSON.stringify(snap), userId, now],
      );
    } else {
      await tx.query(
        'INSERT INTO config_drafts (shop_id, config, base_version, preview_token, updated_by, updated_at, revision) VALUES ($1, $2::text::jsonb, $3, $4, $5, $6, 1)',
        [shopId, JSON.stringify(snap), await latestVersion(tx, shopId), randomBytes(16).toString('hex'), userId, now],
      );
    }
    await audit(tx, shopId, userId, 'save', null, diffConfig(before?.config ?? live, snap), now);
  });
}

/** Discards the open draft (nothing live changes). */
export async function discardDraft(db: Db, shopId: string, userId: string, now: number): Promise<void> {
  await db.tx(async (tx) => {
    const live = await liveSnapshot(tx, shopId, true);
    const d = await draftRow(tx, shopId);
    if (!d) throw new ConfigRefused('config.noDraft', 'There is no draft to discard.');
    await tx.query('DELETE FROM config_drafts WHERE shop_id = $1', [shopId]);
    await audit(tx, shopId, userId, 'discard', null, diffConfig(d.config, live), now);
  });
}

async function applySnapshot(db: Db, shopId: string, s: ConfigSnapshot, userId: string, now: number): Promise<void> {
  // The last door before the live configuration: a draft or version stored before the bounds existed is refused here.
  const out = configOutOfBounds(s as unknown as Record<string, unknown>);
  if (out)
    throw new ConfigRefused('config.bounds', out.message, {
      field: out.field,
      ...(out.limit !== undefined ? { limit: out.limit } : {}),
    });
  // A stored part (menu, resources) by meaning: a version written before a rule existed is refused here.
  const issue = checkParts(s)[0];
  if (issue) throw new ConfigRefused('config.bounds', issue.message, { field: issue.path });
  await db.query(
    `UPDATE venues SET settings = $2::text::jsonb, licence = $3::text::jsonb, theme = $4, branding = $5::text::jsonb, profile = $6::text::jsonb,
       payments = $7::text::jsonb, languages = $8::text::jsonb, hours = $9::text::jsonb, updated_at = GREATEST(updated_at + 1, $10)
     WHERE shop_id = $1`,
    [
      shopId,
      JSON.stringify(s.settings),
      JSON.stringify(s.licence),
      s.theme,
      JSON.stringify(s.branding),
      JSON.stringify(s.profile),
      JSON.stringify(s.payments),
      JSON.stringify(s.languages),
      JSON.stringify(s.hours),
      now,
    ],
  );
  await applyParts(db, shopId, s, now);
  try {
    await themeDocPart.apply(db, shopId, s, userId, now);
  } catch (e) {
    if (!(e instanceof themeDocPart.ThemeDocRefused)) throw e;
    throw new ConfigRefused('theme.invalid', e.message, { problems: e.problems });
  }
}

/** Writes a new version (and, before the first, the configuration it replaces as version 1). */
async function newVersion(
  tx: Db,
  shopId: string,
  userId: string,
  live: ConfigSnapshot,
  nextIn: ConfigSnapshot,
  kind: VersionKind,
  source: number | null,
  now: number,
): Promise<number> {
  let latest = await latestVersion(tx, shopId);
  // The version records the document of the theme it makes default (a console draft names only the id).
  const next: ConfigSnapshot = { ...nextIn, themeDoc: await themeDocPart.forSnapshot(tx, shopId, nextIn) };
  const insert = (v: number, config: ConfigSnapshot, k: VersionKind, src: number | null) =>
    tx.query(
      'INSERT INTO config_versions (shop_id, version, config, kind, source, created_by, created_at) VALUES ($1, $2, $3::text::jsonb, $4, $5, $6, $7)',
      [shopId, v, JSON.stringify(config), k, src, userId, now],
    );
  if (latest === 0) await insert(++latest, live, 'initial', null);
  await insert(++latest, next, kind, source);
  await applySnapshot(tx, shopId, next, userId, now);
  return latest;
}

/** Publishes the open draft as the next version; it becomes the live configuration. */
export async function publishDraft(
  db: Db,
  shopId: string,
  userId: string,
  now: number,
): Promise<{ version: number; changes: ConfigChange[] }> {
  return db.tx(async (tx) => {
    const live = await liveSnapshot(tx, shopId, true);
    const d = await draftRow(tx, shopId);
    if (!d) throw new ConfigRefused('config.noDraft', 'There is no draft to publish: change something first.');
    if (Number(d.base_version) !== (await latestVersion(tx, shopId)))
      throw new ConfigRefused(
        'config.stale',
        'The live configuration changed since this draft was started: discard the draft and start again.',
      );
    const next = pickSnapshot(withLiveParts(d.config as unknown as Record<string, unknown>, live));
    const changes = diffConfig(live, next);
    if (!changes.length)
      throw new ConfigRefused(
        'config.unchanged',
        'The draft is the same as the live configuration: there is nothing to publish.',
      );
    const version = await newVersion(tx, shopId, userId, live, next, 'publish', null, now);
    await tx.query('DELETE FROM config_drafts WHERE shop_id = $1', [shopId]);
    await audit(tx, shopId, userId, 'publish', version, changes, now);
    return { version, changes };
  });
}

/**
 * Publishes one change to the live configuration at once (the studio's "make default"): a new version
 * from `edit(live)`, audited as a publish. An open draft becomes stale, as after a rollback.
 */
export async function publishChange(
  db: Db,
  shopId: string,
  userId: string,
  edit: (live: ConfigSnapshot) => ConfigSnapshot,
  now: number,
): Promise<{ version: number; changes: ConfigChange[] }> {
  return db.tx(async (tx) => {
    const live = await liveSnapshot(tx, shopId, true);
    const next = edit(live);
    const changes = diffConfig(live, next);
    if (!changes.length)
      throw new ConfigRefused(
        'config.unchanged',
        'This is already the live configuration: there is nothing to publish.',
      );
    const version = await newVersion(tx, shopId, userId, live, next, 'publish', null, now);
    await audit(tx, shopId, userId, 'publish', version, changes, now);
    return { version, changes };
  });
}

/** Makes a new version equal to `target` and makes it live (an open draft becomes stale). */
export async function rollbackTo(
  db: Db,
  shopId: string,
  userId: string,
  target: number,
  now: number,
): Promise<{ version: number; changes: ConfigChange[] }> {
  return db.tx(async (tx) => {
    const live = await liveSnapshot(tx, shopId, true);
    const rows = await tx.query<{ config: ConfigSnapshot }>(
      'SELECT config FROM config_versions WHERE shop_id = $1 AND version = $2',
      [shopId, target],
    );
    if (!rows[0]) throw new ConfigRefused('config.version', `Version ${target} does not exist for this venue.`);
    const next = pickSnapshot(withLiveParts(rows[0].config as unknown as Record<string, unknown>, live));
    const changes = diffConfig(live, next);
    const version = await newVersion(tx, shopId, userId, live, next, 'rollback', target, now);
    await audit(tx, shopId, userId, 'rollback', version, changes, now);
    return { version, changes };
  });
}

/** The versions, newest first, each with its changes against the one before. */
export async function versionHistory(db: Db, shopId: string, limit = 100): Promise<VersionEntry[]> {
  const rows = await db.query<{
    version: number;
    config: ConfigSnapshot;
    kind: VersionKind;
    source: number | null;
    created_by: string;
    login_name: string | null;
    created_at: string | number;
  }>(
    `SELECT v.version, v.config, v.kind, v.source, v.created_by, u.login_name, v.created_at FROM config_versions v LEFT JOIN users u ON u.user_id = v.created_by
     WHERE v.shop_id = $1 ORDER BY v.version DESC LIMIT $2`,
    [shopId, limit + 1],
  );
  return rows.slice(0, limit).map((r, i) => ({
    version: Number(r.version),
    kind: r.kind,
    source: r.source === null ? null : Number(r.source),
    createdBy: r.login_name ?? r.created_by,
    createdAt: Number(r.created_at),
    changes: rows[i + 1] ? diffConfig(rows[i + 1].config, r.config) : [],
  }));
}

/** The full snapshot of one version, or null. */
export async function versionConfig(db: Db, shopId: string, version: number): Promise<ConfigSnapshot | null> {
  const rows = await db.query<{ config: ConfigSnapshot }>(
    'SELECT config FROM config_versions WHERE shop_id = $1 AND version = $2',
    [shopId, version],
  );
  return rows[0] ? pickSnapshot(rows[0].config as unknown as Record<string, unknown>) : null;
}

/** The audit log, newest first. */
export async function auditLog(db: Db, shopId: string, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.query<{
    id: string | number;
    at: string | number;
    user_name: string;
    action: AuditAction;
    version: number | null;
    changes: ConfigChange[];
  }>(
    'SELECT id, at, user_name, action, version, changes FROM config_audit WHERE shop_id = $1 ORDER BY id DESC LIMIT $2',
    [shopId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    userName: r.user_name,
    action: r.action,
    version: r.version === null ? null : Number(r.version),
    changes: r.changes,
  }));
}

/** The open draft's snapshot when `token` is its preview token, or null. */
export async function draftForPreview(db: Db, shopId: string, token: string): Promise<ConfigSnapshot | null> {
  const d = await draftRow(db, shopId);
  const same =
    !!d && d.preview_token.length === token.length && timingSafeEqual(Buffer.from(d.preview_token), Buffer.from(token));
  return d && same ? pickSnapshot(d.config as unknown as Record<string, unknown>) : null;
}
