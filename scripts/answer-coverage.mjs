#!/usr/bin/env node
// Every registered call answered in a server test, its answer checked against its contract (issue 26).
// The server writes each answer it checked to CALL_ANSWER_LOG (server/wire/answerLog.ts: one JSON line,
// { call, kind }, kind success | refusal | thrown); scripts/test.mjs sets it for the server tests and then
// runs this on the folder. It fails when a call (a key of src/generated/call-contracts.json, which
// tests/server/contracts holds equal to the registered routes) never answered, or never answered a success
// although its success is a JSON answer (a call whose result is `never`, such as a file's bytes, is served
// outside the envelope: its refusals are enough).
// Run: node scripts/answer-coverage.mjs <folder>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const KINDS = ['success', 'refusal', 'thrown'];

/** The generated contracts ("METHOD path" -> contract). */
export function readContracts() {
  return JSON.parse(readFileSync(join(ROOT, 'src/generated/call-contracts.json'), 'utf8'));
}

/** True when the call's success is never a JSON answer (its own result is `never`: bytes, a redirect). */
export function successOutsideEnvelope(contract) {
  const own = contract.answer?.properties?.result?.anyOf?.[0];
  return own?.tsType === 'never';
}

/** The answer lines in `dir` (every answers-<pid>.jsonl the server processes wrote). */
export function readAnswers(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

/**
 * What the answers cover: counts by kind, the calls answered, the calls never answered, and the calls
 * whose JSON success never came.
 */
export function answerCoverage(lines, contracts = readContracts()) {
  const counts = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const kinds = new Map();
  for (const { call, kind } of lines) {
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (!kinds.has(call)) kinds.set(call, new Set());
    kinds.get(call).add(kind);
  }
  const keys = Object.keys(contracts).sort();
  const unanswered = keys.filter((k) => !kinds.has(k));
  const withoutSuccess = keys.filter(
    (k) => kinds.has(k) && !kinds.get(k).has('success') && !successOutsideEnvelope(contracts[k]),
  );
  const answered = keys.filter((k) => kinds.has(k));
  const unknown = [...kinds.keys()].filter((k) => !(k in contracts)).sort();
  return { counts, calls: keys.length, answered, unanswered, withoutSuccess, unknown };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/answer-coverage.mjs <folder of CALL_ANSWER_LOG>');
    process.exit(2);
  }
  const c = answerCoverage(readAnswers(dir));
  const { success, refusal, thrown } = c.counts;
  console.log(
    `answers checked against their contracts: ${success + refusal + thrown} ` +
      `(success ${success}, refusal ${refusal}, thrown ${thrown}); calls answered ${c.answered.length} of ${c.calls}`,
  );
  for (const k of c.unanswered) console.log(`  never answered in a server test: ${k}`);
  for (const k of c.withoutSuccess) console.log(`  never answered a success in a server test: ${k}`);
  for (const k of c.unknown) console.log(`  answered but has no contract: ${k}`);
  process.exit(c.unanswered.length + c.withoutSuccess.length + c.unknown.length === 0 ? 0 : 1);
}
