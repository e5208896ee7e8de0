// The back office's public API (issue 18): the operator console (./console). Other folders import the
// back office only from here (tests/architecture/layers.test.ts). Loaded only by the admin screens'
// lazy chunks (src/components/registry.ts), never by a customer page.
export {
  readState, saveDraft, discardDraft, publish, rollback, readHistory, readAudit, ConsoleError, CONSOLE_FAILURES,
  type ConsoleFailure, type ConsoleStateResult, type ConsoleVersionEntry, type ConsoleAuditEntry, type ConsolePublished,
} from './console/api';
