// What a module brings with it when it loads: the source files and packages reached through static
// imports and re-exports (type-only ones left out). Dynamic imports (lazy chunks) are not followed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

export interface StaticGraph {
  /** Source files reached, relative to the repository ('src/state/cart.ts'). */
  files: Set<string>;
  /** Packages reached ('swr', '@radix-ui/react-dialog'). */
  packages: Set<string>;
}

export function staticGraph(entry: string): StaticGraph {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(STATIC_IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue;
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.')) {
        packages.add(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
        continue;
      }
      const base = resolve(dirname(file), spec);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((x) => base + x)
        .find(
          (p) =>
            existsSync(p) && !p.endsWith('.css') && !p.endsWith('.json') && (p.endsWith('.ts') || p.endsWith('.tsx')),
        );
      if (found) visit(found);
    }
  };
  visit(resolve(entry));
  return { files: new Set([...seen].map((f) => relative(process.cwd(), f))), packages };
}
