// The UI kit is the one place that defines how a button or an error looks (issue 25, ARCHITECTURE.md
// "src/ui"): no CSS outside src/ui has a `.primary` or `.error` rule, and no component imports the CSS
// of another component's folder. A look several components share lives in src/ui or in a shared module
// of src/components/styles; a feature's own components may share their feature's CSS.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './importsOf';

const SRC = resolve(new URL('../../src', import.meta.url).pathname);

function walk(dir: string, test: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p, test) : test(p) ? [p] : [];
  });
}

/** The selectors of a stylesheet: comments and declaration blocks (the innermost braces) removed; at-rule preludes stay, harmless. */
export function selectorsOf(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ' ; ');
}

/** The button and error class names only the kit may define. */
const KIT_ONLY = ['primary', 'error'] as const;

/** `.primary` / `.error` rules in a stylesheet (also as part of a list, with a state, or in @media). */
export function kitOnlyRules(css: string): string[] {
  const found = selectorsOf(css).match(new RegExp(`\\.(${KIT_ONLY.join('|')})(?![\\w-])`, 'g'));
  return found ?? [];
}

/** The folder a file's CSS may come from: its component's (or feature's, or top folder's) own. */
export function homeOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  if (parts.length === 1) return SRC; // the entry (main.tsx) loads the page-wide CSS
  if ((parts[0] === 'components' || parts[0] === 'features' || parts[0] === 'ui') && parts.length > 2)
    return join(SRC, parts[0], parts[1]);
  return join(SRC, parts[0]);
}

/** What a file imports of another folder's CSS, as 'file -> specifier'. */
export function foreignCss(file: string, text: string): string[] {
  const home = homeOf(file);
  const shared = [join(SRC, 'ui'), join(SRC, 'components', 'styles')];
  return importsOf(text)
    .filter((spec) => spec.startsWith('.') && spec.endsWith('.css'))
    .filter((spec) => {
      const target = resolve(dirname(file), spec);
      return ![home, ...shared].some((ok) => target.startsWith(ok + sep));
    })
    .map((spec) => `${relative(SRC, file)} -> ${spec}`);
}

describe('the UI kit owns the look of buttons and errors', () => {
  it('no CSS outside src/ui has a .primary or .error rule', () => {
    const sheets = walk(SRC, (f) => f.endsWith('.css')).filter((f) => !f.startsWith(join(SRC, 'ui') + sep));
    expect(sheets.length).toBeGreaterThan(50);
    const rules = sheets.flatMap((f) => kitOnlyRules(readFileSync(f, 'utf8')).map((r) => `${relative(SRC, f)}: ${r}`));
    expect(rules).toEqual([]);
  });

  it('no file imports the CSS of another component folder', () => {
    const files = walk(SRC, (f) => /\.(tsx?|css)$/.test(f) && !f.endsWith('.d.ts'));
    const wrong = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      if (!f.endsWith('.css')) return foreignCss(f, text);
      // CSS modules reach each other with composes ... from '...'.
      const specs = [...text.matchAll(/composes:[^;]*from\s+['"]([^'"]+)['"]/g)]
        .map((m) => `import x from '${m[1]}';`)
        .join('\n');
      return foreignCss(f, specs);
    });
    expect(wrong).toEqual([]);
  });

  it('the rule check finds .primary and .error however they are written, and nothing else', () => {
    expect(kitOnlyRules('.primary { color: red; }')).toEqual(['.primary']);
    expect(kitOnlyRules('.button, .primary:disabled { opacity: .5 }')).toEqual(['.primary']);
    expect(kitOnlyRules('@media (max-width: 30rem) { .error { margin: 0 } }')).toEqual(['.error']);
    expect(kitOnlyRules('.card .error[aria-hidden] { x: y }')).toEqual(['.error']);
    expect(
      kitOnlyRules(
        '/* .primary */ .errorText, .primaryNote, .is-error-x { color: x } .a { background: url(a.primary) }',
      ),
    ).toEqual([]);
  });

  it('the import check refuses another component folder, allows its own folder, the kit and the shared modules', () => {
    const file = join(SRC, 'components', 'RoomBill', 'RoomMenu.tsx');
    expect(foreignCss(file, "import styles from '../BookingHome/BookingHome.module.css';")).toHaveLength(1);
    expect(
      foreignCss(
        join(SRC, 'components', 'KioskStep', 'steps', 'Menu.tsx'),
        "import s from '../../CartView/CartView.module.css';",
      ),
    ).toHaveLength(1);
    expect(
      foreignCss(
        file,
        "import styles from './RoomBill.module.css';\nimport f from '../../ui/Field/Field.module.css';\nimport b from '../styles/booking.module.css';",
      ),
    ).toEqual([]);
    expect(
      foreignCss(join(SRC, 'components', 'KioskStep', 'steps', 'Menu.tsx'), "import s from '../KioskStep.module.css';"),
    ).toEqual([]);
    expect(
      foreignCss(
        join(SRC, 'features', 'kioskops', 'components', 'A.tsx'),
        "import s from '../../../components/Wallet/Wallet.module.css';",
      ),
    ).toHaveLength(1);
  });
});
