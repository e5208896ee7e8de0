#!/usr/bin/env node
// The one test command (npm test): checks (typecheck, lint, format, manifests), unit/integration tests (vitest), the server tests on a
// real Postgres (part `pg`: a throwaway cluster, when Postgres is installed or CI=true; else on PGlite with the unit tests), then e2e
// (Playwright in Debian's Chromium against the built app and the real reference server). Prints one
// closing line 'N passed, N failed[, N skipped]' and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { findPgBin, startCluster } from './pg-cluster.mjs';

const out = 'test-results';
mkdirSync(out, { recursive: true });
let passed = 0,
  failed = 0,
  skipped = 0;
const failures = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit`, `npm test -- pg` or `npm test -- e2e`
const want = (part) => only.length === 0 || only.includes(part);

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}
function check(name, cmd, args) {
  console.log(`\n== check: ${name}`);
  if (run(cmd, args)) passed++;
  else {
    failed++;
    failures.push(`check ${name}`);
  }
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (want('checks')) {
  check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  check('lint', 'npx', ['eslint', '.']);
  check('format:check', 'npx', ['prettier', '--check', '.']);
  // A changed schemas/calls/*.json without npm run gen:calls fails here.
  check('gen:calls --check', 'node', ['scripts/gen-calls.mjs', '--check']);
  check('gen-access-matrix --check', 'node', ['scripts/gen-access-matrix.mjs', '--check']);
  if (existsSync('scripts/validate-manifests.mjs'))
    check('validate:manifests', 'node', ['scripts/validate-manifests.mjs']);
}

/** Runs vitest (on `paths`, or everything) and adds its counts to the totals. */
function vitest(name, paths, env = {}, extra = []) {
  const file = `${out}/${name}.json`;
  rmSync(file, { force: true });
  // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that is one, and the
  // suite spends much of its time waiting (servers, databases, timers). Two workers use both cores.
  const workers = `--maxWorkers=${process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)}`;
  run(
    'npx',
    [
      'vitest',
      'run',
      ...paths,
      ...extra,
      workers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  const r = readJson(file);
  if (!r) {
    failed++;
    failures.push(`${name} produced no report`);
    return;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A suite that fails to load has no tests in it but must still count.
  const broken = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0);
  failed += broken.length;
  for (const t of broken) failures.push(`${name} suite failed to load: ${t.name}`);
  // Each failed test by file and name, so the closing lines (all a CI log may keep) say what failed.
  for (const t of r.testResults ?? []) {
    for (const a of t.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      // The first lines of why, too: a CI log may keep only these closing lines.
      const why = String(a.failureMessages?.[0] ?? '')
        // eslint-disable-next-line no-control-regex -- terminal colour codes are what is removed
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 6)
        .map((l) => `\n    ${l.slice(0, 300)}`)
        .join('');
      failures.push(`${name}: ${relative(process.cwd(), t.name)} › ${a.fullName ?? a.title}${why}`);
    }
  }
}

// The server tests (tests/server) run once: on a real Postgres when it is there (part `pg`: a
// throwaway cluster, with the two-process race tests that only run there), else on in-memory PGlite
// with the rest of the unit tests. PGlite, the database of the demo app, is exercised by every e2e
// server (`start.mjs --memory`) and by `npm test -- unit`.
const pgWanted = only.includes('pg') || (only.length === 0 && (findPgBin() !== null || process.env.CI === 'true'));

// Every answer a server test makes the server send is checked against its contract and written down
// (server/wire/answerLog.ts); after the server tests, every registered call must have answered
// (scripts/answer-coverage.mjs: a call without a test that produces its answer fails here).
const ANSWERS = `${out}/answers`;
function answerCoverage() {
  check('answer coverage (every call answered in a server test)', 'node', ['scripts/answer-coverage.mjs', ANSWERS]);
}

if (want('unit')) {
  console.log('\n== unit and integration tests (vitest)' + (pgWanted ? ', the server tests in part pg' : ''));
  rmSync(ANSWERS, { recursive: true, force: true });
  vitest('vitest', [], { CALL_ANSWER_LOG: ANSWERS }, pgWanted ? ['--exclude', 'tests/server/**'] : []);
  if (!pgWanted) answerCoverage();
}

if (pgWanted) {
  console.log('\n== server tests on a real Postgres (vitest tests/server, TEST_DATABASE_URL)');
  const started = Date.now();
  let cluster = null;
  try {
    cluster = await startCluster();
    rmSync(ANSWERS, { recursive: true, force: true });
    vitest('vitest-pg', ['tests/server'], { TEST_DATABASE_URL: cluster.url, CALL_ANSWER_LOG: ANSWERS });
    answerCoverage();
  } catch (e) {
    failed++;
    failures.push(`postgres cluster: ${String(e instanceof Error ? e.message : e).split('\n')[0]}`);
  } finally {
    await cluster?.stop();
  }
  console.log(`(Postgres part: ${Math.round((Date.now() - started) / 1000)} s)`);
}

if (want('e2e') && existsSync('e2e') && readdirHasTests('e2e')) {
  console.log('\n== build for e2e');
  if (!run('npm', ['run', 'build'])) {
    failed++;
    failures.push('build');
  } else {
    passed++;
    if (!run('node', ['scripts/ensure-browser.mjs'])) {
      failed++;
      failures.push('browser');
    } else {
      // Two runs: the app's specs with every worker (each its own server, playwright.config.ts), then
      // the long-task measurement alone on an otherwise idle machine.
      // Each run has its own output folder: Playwright empties the folder it writes to when it starts.
      playwright('e2e', ['--project=app', `--output=${out}/e2e`], {});
      playwright('e2e-timing', ['--project=timing', `--output=${out}/e2e-timing`], { E2E_WORKERS: '1' });
    }
  }
}

/** Runs Playwright with `args` and adds its counts and failures to the totals. */
function playwright(name, args, env) {
  console.log(`\n== ${name} (Playwright, Debian Chromium)`);
  const file = `${out}/${name}.json`;
  rmSync(file, { force: true });
  run('npx', ['playwright', 'test', ...args], { ...env, E2E_JSON: file });
  const r = readJson(file);
  if (!r) {
    failed++;
    failures.push(`${name}: playwright produced no report`);
    return;
  }
  passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected ?? 0;
  skipped += r.stats.skipped ?? 0;
  for (const t of playwrightFailures(r)) failures.push(`e2e: ${t}`);
  if ((r.errors ?? []).length) {
    failed += r.errors.length;
    failures.push(...r.errors.map((e) => `playwright: ${String(e.message).split('\n')[0]}`));
  }
}

/** 'file:line › title' of every test whose final outcome is unexpected, from Playwright's JSON report. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected')
          out.push(`${spec.file}:${spec.line} › ${spec.title}${t.projectName ? ` [${t.projectName}]` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
}

function readdirHasTests(dir) {
  return (
    spawnSync('sh', ['-c', `ls ${dir}/*.spec.ts 2>/dev/null | head -1`])
      .stdout.toString()
      .trim() !== ''
  );
}

if (failures.length) console.log('\nFailed parts:\n- ' + failures.join('\n- '));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
