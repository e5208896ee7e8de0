#!/usr/bin/env node
// The one test command (npm test): checks, unit/integration tests (vitest), then e2e (Playwright in
// Debian's Chromium against the built app and the real reference server). Prints one closing line
// 'N passed, N failed[, N skipped]' and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
mkdirSync(out, { recursive: true });
let passed = 0, failed = 0, skipped = 0;
const failures = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const want = (part) => only.length === 0 || only.includes(part);

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}
function check(name, cmd, args) {
  console.log(`\n== check: ${name}`);
  if (run(cmd, args)) passed++; else { failed++; failures.push(`check ${name}`); }
}
function readJson(file) {
  try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; }
}

if (want('checks')) {
  check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  if (existsSync('scripts/validate-manifests.mjs')) check('validate:manifests', 'node', ['scripts/validate-manifests.mjs']);
}

if (want('unit')) {
  console.log('\n== unit and integration tests (vitest)');
  const file = `${out}/vitest.json`;
  rmSync(file, { force: true });
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const r = readJson(file);
  if (!r) { failed++; failures.push('vitest produced no report'); }
  else {
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A suite that fails to load has no tests in it but must still count.
    const broken = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0);
    failed += broken.length;
    for (const t of broken) failures.push(`vitest suite failed to load: ${t.name}`);
  }
}

if (want('e2e') && existsSync('e2e') && readdirHasTests('e2e')) {
  console.log('\n== build for e2e');
  if (!run('npm', ['run', 'build'])) { failed++; failures.push('build'); }
  else {
    passed++;
    if (!run('node', ['scripts/ensure-browser.mjs'])) { failed++; failures.push('browser'); }
    else {
      console.log('\n== e2e (Playwright, Debian Chromium)');
      const file = `${out}/e2e.json`;
      rmSync(file, { force: true });
      run('npx', ['playwright', 'test'], { E2E_JSON: file });
      const r = readJson(file);
      if (!r) { failed++; failures.push('playwright produced no report'); }
      else {
        passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0);
        failed += r.stats.unexpected ?? 0;
        skipped += r.stats.skipped ?? 0;
        if ((r.errors ?? []).length) { failed += r.errors.length; failures.push(...r.errors.map((e) => `playwright: ${String(e.message).split('\n')[0]}`)); }
      }
    }
  }
}

function readdirHasTests(dir) {
  return spawnSync('sh', ['-c', `ls ${dir}/*.spec.ts 2>/dev/null | head -1`]).stdout.toString().trim() !== '';
}

if (failures.length) console.log('\nFailed parts:\n- ' + failures.join('\n- '));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
