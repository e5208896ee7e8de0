// The operator console's calls (issue 18 part 1; server/routes/backoffice.ts): an administrator of the
// venue reads and edits its configuration draft, publishes it, rolls back and reads the audit log.
// Loaded only by the console's chunk (src/features/backoffice/console). Payloads and answers are the
// calls' contracts (schemas/calls/pro.backoffice.*.json).
import { invoke } from '../invoke';
import type { CallOptions } from '../types';
import type { ConfigSnapshot } from '../../domain';
import type { ConfigAuditEntry, ConfigVersionEntry } from '../../generated/calls';
import type { CallResult, VenuePayload as Named } from '../callAnswer';

/** The console's state as its contract types it: state, draft save and discard answer it. */
export type ConsoleStateAnswer = CallResult<'consoleState'>;
/** The open draft as the contract types it, its configuration read as the editor's whole snapshot. */
export type ConsoleDraft = Omit<NonNullable<ConsoleStateAnswer['draft']>, 'config'> & { config: ConfigSnapshot };
/**
 * The console's state as the screens read it: the contract's, the live configuration and the draft's
 * read as whole snapshots (features/backoffice/console/api.ts reads them with pickSnapshot).
 */
export type ConsoleStateResult = Omit<ConsoleStateAnswer, 'live' | 'draft'> & {
  live: ConfigSnapshot;
  draft: ConsoleDraft | null;
};
/** A published version and what it changed (the history contract's generated type). */
export type ConsoleVersionEntry = ConfigVersionEntry;
/** One entry of the audit log (the audit contract's generated type: every action the server records). */
export type ConsoleAuditEntry = ConfigAuditEntry;
/** A publish's or rollback's new version and what it changed. */
export type ConsolePublished = CallResult<'consolePublish'>;
/**
 * The draft save's payload with the editor's whole snapshot as its configuration: the server checks it
 * against the venue document (schemas/venue-config.schema.json) at the door, refusing one that fails.
 */
export type ConsoleDraftSavePayload = Omit<Named<'consoleDraftSave'>, 'config'> & { config: ConfigSnapshot };

export const consoleState = (p: Named<'consoleState'>, o?: CallOptions) => invoke('consoleState', p, o);
export const consoleDraftSave = (p: ConsoleDraftSavePayload, o?: CallOptions) => invoke('consoleDraftSave', p, o);
export const consoleDraftDiscard = (p: Named<'consoleDraftDiscard'>, o?: CallOptions) =>
  invoke('consoleDraftDiscard', p, o);
export const consolePublish = (p: Named<'consolePublish'>, o?: CallOptions) => invoke('consolePublish', p, o);
export const consoleRollback = (p: Named<'consoleRollback'>, o?: CallOptions) => invoke('consoleRollback', p, o);
export const consoleHistory = (p: Named<'consoleHistory'>, o?: CallOptions) => invoke('consoleHistory', p, o);
export const consoleVersion = (p: Named<'consoleVersion'>, o?: CallOptions) => invoke('consoleVersion', p, o);
export const consoleAudit = (p: Named<'consoleAudit'>, o?: CallOptions) => invoke('consoleAudit', p, o);

/** The venue's online payment providers as the console sees them (secrets only masked, last four), and whether keys can be saved. */
export type PaymentProvidersResult = CallResult<'paymentProviders'>;
/** A venue's online payment provider as the console sees it: secrets only masked (last four). */
export type PaymentProviderView = PaymentProvidersResult['providers'][number];
/** A provider's keys to save (a blank secret keeps the saved one), as the save contract types them. */
export type PaymentProviderInput = Omit<Named<'paymentProviderSave'>, 'shop'>;
export const paymentProviders = (p: Named<'paymentProviders'>, o?: CallOptions) => invoke('paymentProviders', p, o);
export const paymentProviderSave = (p: Named<'paymentProviderSave'>, o?: CallOptions) =>
  invoke('paymentProviderSave', p, o);
export const paymentProviderRemove = (p: Named<'paymentProviderRemove'>, o?: CallOptions) =>
  invoke('paymentProviderRemove', p, o);
