// The answers the server checked against their contracts, written down in test runs that ask for it
// (CALL_ANSWER_LOG=<folder>; scripts/test.mjs sets it for the server tests): one JSON line per checked
// answer — the call, its kind (a success, a refusal it returned or sent, a refusal it threw) and status.
// scripts/answer-coverage.mjs reads the folder and fails when a registered call never answered in a test.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** success: success true; refusal: a returned or sent refusal; thrown: a refusal thrown as HttpAnswer. */
export type AnswerKind = 'success' | 'refusal' | 'thrown';

export interface AnswerLine {
  call: string;
  kind: AnswerKind;
}

let ready = '';

/** Appends one checked answer to this process's file of CALL_ANSWER_LOG (nothing when it is unset). */
export function logAnswer(call: string, kind: AnswerKind, env: NodeJS.ProcessEnv = process.env): void {
  const dir = env.CALL_ANSWER_LOG;
  if (!dir) return;
  if (ready !== dir) {
    mkdirSync(dir, { recursive: true });
    ready = dir;
  }
  const line: AnswerLine = { call, kind };
  appendFileSync(join(dir, `answers-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}
