// The operator console's calls (issue 18 part 1; server/routes/backoffice.ts): an administrator of the
// venue reads and edits its configuration draft, publishes it, rolls back and reads the audit log.
// Loaded only by the console's chunk (src/features/backoffice/console).
import { invoke } from '../invoke';
import type { ApiAnswer, CallOptions } from '../types';
import type { ConfigChange, ConfigSnapshot } from '../../domain';
import type { ConfigAuditEntry, ConfigVersionEntry } from '../../generated/calls';

export interface ConsoleDraft {
  config: ConfigSnapshot;
  baseVersion: number;
  previewToken: string;
  updatedBy: string;
  updatedAt: number;
  /** Counts the draft's saves; a save sends the revision it was edited from. */
  revision: number;
  changes: ConfigChange[];
}
export interface ConsoleStateResult {
  live: ConfigSnapshot;
  latest: number;
  draft: ConsoleDraft | null;
  stale: boolean;
  /** The caller is the platform administrator: the only one who grants licences (issue 30). */
  platformAdmin?: boolean;
}
/** A published version and what it changed (the history contract's generated type). */
export type ConsoleVersionEntry = ConfigVersionEntry;
/** One entry of the audit log (the audit contract's generated type: every action the server records). */
export type ConsoleAuditEntry = ConfigAuditEntry;
export interface ConsolePublished {
  version: number;
  changes: ConfigChange[];
}

type A<R> = Promise<ApiAnswer<R>>;
type Shop = { shop: string };

export const consoleState = (p: Shop, o?: CallOptions) => invoke('consoleState', p, o);
export const consoleDraftSave = (p: Shop & { config: ConfigSnapshot; revision?: number }, o?: CallOptions) =>
  invoke('consoleDraftSave', p, o);
export const consoleDraftDiscard = (p: Shop, o?: CallOptions) => invoke('consoleDraftDiscard', p, o);
export const consolePublish = (p: Shop, o?: CallOptions): A<ConsolePublished> => invoke('consolePublish', p, o);
export const consoleRollback = (p: Shop & { version: number }, o?: CallOptions): A<ConsolePublished> =>
  invoke('consoleRollback', p, o);
export const consoleHistory = (p: Shop, o?: CallOptions): A<ConsoleVersionEntry[]> => invoke('consoleHistory', p, o);
export const consoleVersion = (p: Shop & { version: number }, o?: CallOptions) => invoke('consoleVersion', p, o);
export const consoleAudit = (p: Shop, o?: CallOptions): A<ConsoleAuditEntry[]> => invoke('consoleAudit', p, o);

/** A venue's online payment provider as the console sees it: secrets only masked (last four). */
export interface PaymentProviderView {
  provider: 'stripe' | 'paypal';
  testMode: boolean;
  methods: string[];
  secretKey: string;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}
export interface PaymentProvidersResult {
  /** The server has its sealing key (PROVIDER_SECRET_KEY): keys can be saved. */
  canStore: boolean;
  providers: PaymentProviderView[];
}
export interface PaymentProviderInput {
  provider: 'stripe' | 'paypal';
  testMode: boolean;
  secretKey?: string;
  webhookSecret?: string;
  methods?: string[];
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}
export const paymentProviders = (p: Shop, o?: CallOptions): A<PaymentProvidersResult> =>
  invoke('paymentProviders', p, o);
export const paymentProviderSave = (p: Shop & PaymentProviderInput, o?: CallOptions): A<PaymentProvidersResult> =>
  invoke('paymentProviderSave', p, o);
export const paymentProviderRemove = (
  p: Shop & { provider: 'stripe' | 'paypal' },
  o?: CallOptions,
): A<PaymentProvidersResult> => invoke('paymentProviderRemove', p, o);
