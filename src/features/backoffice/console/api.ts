// The console's calls, decoded: each resolves with the answer's result or throws ConsoleError with a
// code the screen names in words (a refusal code of the server, 'login', 'forbidden', 'network' or
// 'error') and the server's own message. Nothing here touches React.
import { ApiError } from '../../../api/errors';
import {
  consoleAudit,
  consoleDraftDiscard,
  consoleDraftSave,
  consoleHistory,
  consolePublish,
  consoleRollback,
  consoleState,
  type ConsoleAuditEntry,
  type ConsolePublished,
  type ConsoleStateResult,
  type ConsoleVersionEntry,
} from '../../../api/calls/backoffice';
import type { ApiAnswer } from '../../../api/types';
import type { ConfigSnapshot } from '../../../domain';
import { isRefusalCode, type RefusalCode } from '../../../domain';

export type { ConsoleAuditEntry, ConsolePublished, ConsoleStateResult, ConsoleVersionEntry };

/** Why a console call failed: a server refusal, or how the call went wrong. */
export const CONSOLE_FAILURES = ['login', 'forbidden', 'invalid', 'network', 'error'] as const;
export type ConsoleFailure = RefusalCode | (typeof CONSOLE_FAILURES)[number];

export class ConsoleError extends Error {
  constructor(
    public readonly code: ConsoleFailure,
    public readonly serverMessage = '',
  ) {
    super(code);
  }
}

/** One console call: its result, or a ConsoleError. */
export async function run<R>(call: () => Promise<ApiAnswer<R>>): Promise<R> {
  let a: ApiAnswer<R>;
  try {
    a = await call();
  } catch (e) {
    if (e instanceof ApiError) {
      const code: ConsoleFailure = e.network
        ? 'network'
        : e.status === 403
          ? 'forbidden'
          : e.status === 401 || e.kind === 'not-logged'
            ? 'login'
            : e.status === 400
              ? 'invalid'
              : 'error';
      throw new ConsoleError(code, e.serverMessage);
    }
    throw new ConsoleError('error');
  }
  if (a.success !== true) {
    if (a.result === 'api.not.logged') throw new ConsoleError('login', String(a.dispMsg ?? ''));
    const code = (a.result as { code?: unknown } | undefined)?.code;
    throw new ConsoleError(isRefusalCode(code) ? code : 'error', String(a.dispMsg ?? ''));
  }
  return a.result as R;
}

const q = { quiet: true } as const;
export const readState = (shop: string) => run(() => consoleState({ shop }, q));
export const saveDraft = (shop: string, config: ConfigSnapshot) => run(() => consoleDraftSave({ shop, config }, q));
export const discardDraft = (shop: string) => run(() => consoleDraftDiscard({ shop }, q));
export const publish = (shop: string) => run(() => consolePublish({ shop }, q));
export const rollback = (shop: string, version: number) => run(() => consoleRollback({ shop, version }, q));
export const readHistory = (shop: string) => run(() => consoleHistory({ shop }, q));
export const readAudit = (shop: string) => run(() => consoleAudit({ shop }, q));
