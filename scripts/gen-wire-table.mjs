#!/usr/bin/env node
// Regenerates the per-call table in docs/wire-format.md from src/api/calls.ts.
// Usage: node scripts/gen-wire-table.mjs [--check]   (--check exits 1 when the document is stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const file = new URL('../docs/wire-format.md', import.meta.url);
const { spliceCallTable } = await tsImport('../src/api/calls-doc.ts', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = spliceCallTable(before);
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('docs/wire-format.md: the call table is stale; run node scripts/gen-wire-table.mjs');
    process.exit(1);
  }
  console.log('docs/wire-format.md: call table up to date');
} else {
  writeFileSync(file, after);
  console.log(after === before ? 'docs/wire-format.md: unchanged' : 'docs/wire-format.md: call table written');
}
