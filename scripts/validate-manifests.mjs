#!/usr/bin/env node
// npm run validate:manifests [-- FILE...]
// Checks every shipped manifest and theme (or only the files given, against the shipped set):
// schema, then the cross-file rules of src/engine/manifest/semantics.ts. Prints one line per
// problem, `FILE#/json/pointer: CODE message`, and exits 1 when any is an error (0 otherwise;
// warnings are printed but do not fail).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
let code = 1;
try {
  const { validateFiles, formatIssue } = await tsImport('../src/engine/manifest/files.ts', import.meta.url);
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const { issues, files } = validateFiles(
    root,
    args.map((a) => resolve(process.cwd(), a)),
  );
  let errors = 0,
    warnings = 0;
  for (const i of issues) {
    if (i.severity === 'error') errors++;
    else warnings++;
    console.log(formatIssue(i));
  }
  console.error(
    `validate:manifests: ${files.length} files, ${errors} errors, ${warnings} warnings (${Math.round(performance.now() - started)} ms)`,
  );
  code = errors ? 1 : 0;
} catch (e) {
  console.log(`#: check.failed The validator stopped unexpectedly: ${e?.stack ?? e}`);
}
process.exit(code);
