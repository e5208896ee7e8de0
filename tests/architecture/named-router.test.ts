// The router is react-router-dom (issue 25): no module in src/ writes history entries or listens to
// back/forward itself, and none defines the router's own names (a home-made router in its place).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
/** Names react-router-dom exports that the app uses; defining one of them means a second router. */
const ROUTER_NAMES = [
  'createBrowserRouter',
  'createMemoryRouter',
  'RouterProvider',
  'matchRoutes',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useBlocker',
  'NavLink',
  'ScrollRestoration',
] as const;
const DEFINES = new RegExp(`export\\s+(?:const|function|class|let)\\s+(${ROUTER_NAMES.join('|')})\\b`);
/** Writing entries (pushState) or hearing back/forward (popstate) is the router's job. */
const HISTORY = /\bhistory\.pushState\b|['"]popstate['"]/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|mts|mjs|js)$/.test(p) ? [p] : [];
  });
}

const sources = files(join(ROOT, 'src')).map((f) => ({ file: relative(ROOT, f), text: readFileSync(f, 'utf8') }));

describe('the router is react-router-dom', () => {
  it('no module in src/ defines a router name of its own', () => {
    expect(sources.filter((s) => DEFINES.test(s.text)).map((s) => s.file)).toEqual([]);
  });
  it('no module in src/ pushes history entries or listens to popstate', () => {
    // Comments may name them (why a module does not): only code counts.
    const code = (t: string) => t.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(sources.filter((s) => HISTORY.test(code(s.text))).map((s) => s.file)).toEqual([]);
  });
  it('the app imports its router from react-router-dom', () => {
    const start = sources.find((s) => s.file === 'src/app/start.tsx');
    expect(start?.text).toMatch(/from 'react-router-dom'/);
    expect(sources.some((s) => s.file.startsWith('src/shared/router/'))).toBe(false);
  });
});
