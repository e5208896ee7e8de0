// The domain library stays pure: no React, no DOM, no network, no Node modules, no clock or
// storage reads. This test reads every file under src/domain and fails on any of those.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/domain');
/** Packages the domain may import: pure libraries only. */
const ALLOWED_PACKAGES = new Set(['dayjs']);
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'process',
  'require',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'globalThis',
  'HTMLElement',
  'Buffer',
  '__dirname',
];
/** Math.random is allowed only as the injectable default of the cart id generator. */
const RANDOM_ALLOWED = new Set(['cart/persistence.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [p] : [];
  });
}

/** Problems in one file's text; `file` is its path relative to src/domain. */
function impurities(file: string, text: string): string[] {
  const problems: string[] = [];
  if (/\.(tsx|jsx)$/.test(file)) problems.push(`${file}: JSX file in the domain`);
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);
  // The schemas' generated types (src/generated/*.ts) are the source of truth for shapes: a type-only
  // import of them is erased at build time, so it keeps the domain pure.
  const typeOnly = new Set(
    [...text.matchAll(/(?:import|export)\s+type\s[^;]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]),
  );
  for (const spec of specifiers) {
    if (spec.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(file), spec));
      const generatedType = typeOnly.has(spec) && /^\.\.\/generated\/[\w-]+$/.test(target.split('\\').join('/'));
      if (target.startsWith('..') && !generatedType) problems.push(`${file}: imports ${spec}, outside src/domain`);
    } else if (!ALLOWED_PACKAGES.has(spec)) {
      problems.push(`${file}: imports '${spec}' (allowed packages: ${[...ALLOWED_PACKAGES].join(', ')})`);
    }
  }
  // Strip comments and string literals so words in them do not count.
  const code = text.replace(
    /\/\*[\s\S]*?\*\/|\/\/.*$|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/gm,
    '""',
  );
  for (const g of FORBIDDEN_GLOBALS) {
    if (new RegExp(`(?<![.\\w$])${g}\\b(?!\\s*:)`).test(code)) problems.push(`${file}: uses ${g}`);
  }
  if (/\bDate\.now\s*\(/.test(code)) problems.push(`${file}: reads the clock (Date.now); take 'now' as an argument`);
  if (/\bnew\s+Date\s*\(\s*\)/.test(code))
    problems.push(`${file}: reads the clock (new Date()); take 'now' as an argument`);
  if (/\bMath\.random\b/.test(code) && !RANDOM_ALLOWED.has(file)) problems.push(`${file}: uses Math.random`);
  return problems;
}

describe('src/domain purity', () => {
  const files = sourceFiles(root);
  it('has source files to check', () => expect(files.length).toBeGreaterThan(10));
  it('imports nothing but itself and pure packages, and touches no DOM, network, Node or clock', () => {
    const problems = files.flatMap((f) => impurities(relative(root, f).split('\\').join('/'), readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });
  it.each([
    ["import { useState } from 'react';", "imports 'react'"],
    ["import { createRoot } from 'react-dom/client';", "imports 'react-dom/client'"],
    ["import { readFileSync } from 'node:fs';", "imports 'node:fs'"],
    ["import { app } from '../state/stores';", 'outside src/domain'],
    ["import type { App } from '../state/stores';", 'outside src/domain'],
    ["import { componentPropsValidators } from '../generated/validators.js';", 'outside src/domain'],
    ["import { VenueSettings } from '../generated/venue-settings';", 'outside src/domain'],
    ["const r = await fetch('/api');", 'uses fetch'],
    ['const w = window.innerWidth;', 'uses window'],
    ["localStorage.setItem('x', '1');", 'uses localStorage'],
    ['const el = document.body;', 'uses document'],
    ['const t = Date.now();', 'reads the clock'],
    ['const d = new Date();', 'reads the clock'],
    ['const x = Math.random();', 'Math.random'],
    ["const m = await import('react');", "imports 'react'"],
  ])('catches %s', (src, want) => {
    expect(impurities('sample.ts', src).join('\n')).toContain(want);
  });
  it.each([
    ["import dayjs from 'dayjs';"],
    ["import { x } from './money';"],
    ["import type { VenueSettings } from '../generated/venue-settings';"],
    ['// the document says window and fetch\nconst a = 1;'],
    ["const s = 'window.fetch';"],
    ['const o = { location: 1 };'],
    ['const d = new Date(now);'],
  ])('allows %s', (src) => expect(impurities('sample.ts', src)).toEqual([]));
});
