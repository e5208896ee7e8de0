// Every registry component takes its props type from src/generated/component-props.ts (its
// props.schema.json with the bindings resolved), as json-render infers props from the schema: the
// schema is the one source, so a prop cannot be added, renamed or retyped in the code alone.
// The rule: `export default function <Type>({ ... }: <Type>Props & EngineProps)` (or `: <Type>Props`)
// with `import type { <Type>Props } from '../../generated/component-props'`, and no props type of
// its own. Building blocks inside the folder (QuantityStepper's Stepper) may declare theirs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const COMPONENTS = resolve(new URL('../../src/components', import.meta.url).pathname);
const GENERATED_SPEC = '../../generated/component-props';

/** The default-exported function of a module (declared with `export default function`, or named by `export default X`). */
function defaultExport(file: ts.SourceFile): ts.FunctionLikeDeclaration | undefined {
  let named: string | undefined;
  const fns = new Map<string, ts.FunctionLikeDeclaration>();
  for (const st of file.statements) {
    if (ts.isFunctionDeclaration(st)) {
      const isDefault = st.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) return st;
      if (st.name) fns.set(st.name.text, st);
    } else if (ts.isExportAssignment(st) && ts.isIdentifier(st.expression)) {
      named = st.expression.text;
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer && (ts.isCallExpression(d.initializer) ? d.initializer.arguments[0] : d.initializer); // memo(fn)
        if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          fns.set(d.name.text, init);
      }
    }
  }
  return named ? fns.get(named) : undefined;
}

/** Why a registry component's props are not the generated type ([] when they are). */
export function propsProblems(type: string, text: string): string[] {
  const name = `${type}Props`;
  const file = ts.createSourceFile(`${type}.tsx`, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const imported = file.statements.some(
    (st) =>
      ts.isImportDeclaration(st) &&
      ts.isStringLiteral(st.moduleSpecifier) &&
      st.moduleSpecifier.text === GENERATED_SPEC &&
      !!st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings) &&
      st.importClause.namedBindings.elements.some((e) => e.name.text === name && !e.propertyName),
  );
  if (!imported) problems.push(`${type}: does not import type { ${name} } from '${GENERATED_SPEC}'`);
  for (const st of file.statements) {
    if ((ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && st.name.text === name)
      problems.push(`${type}: declares ${name} by hand`);
  }
  const fn = defaultExport(file);
  if (!fn) return [...problems, `${type}: no default-exported component function found`];
  const param = fn.parameters[0];
  const typeNode = param?.type;
  const parts = !typeNode ? [] : ts.isIntersectionTypeNode(typeNode) ? [...typeNode.types] : [typeNode];
  const names = parts.map((p) =>
    ts.isTypeReferenceNode(p) && ts.isIdentifier(p.typeName) && !p.typeArguments ? p.typeName.text : p.getText(file),
  );
  const ok = names.includes(name) && names.every((n) => n === name || n === 'EngineProps');
  if (!ok)
    problems.push(
      `${type}: the component's props are typed \`${typeNode ? typeNode.getText(file) : '(none)'}\`; use \`${name} & EngineProps\` (${name} from ${GENERATED_SPEC})`,
    );
  return problems;
}

const registryTypes = (): string[] => {
  const text = readFileSync(join(COMPONENTS, 'registry.ts'), 'utf8');
  return [...text.matchAll(/\{\s*type:\s*'(\w+)'/g)].map((m) => m[1]);
};

describe('registry components take their props type from the schema', () => {
  const types = registryTypes();

  it('finds the registry entries, each with a props schema and a generated type', () => {
    expect(types.length).toBeGreaterThan(30);
    const generated = readFileSync(join(COMPONENTS, '../generated/component-props.ts'), 'utf8');
    for (const t of types) {
      expect(existsSync(join(COMPONENTS, t, 'props.schema.json')), `${t}/props.schema.json`).toBe(true);
      expect(generated, `${t}Props in src/generated/component-props.ts: run npm run gen:types`).toContain(
        `export interface ${t}Props`,
      );
    }
  });

  it('every registry component uses its generated props type, none declares its own', () => {
    const problems = types.flatMap((t) => propsProblems(t, readFileSync(join(COMPONENTS, t, `${t}.tsx`), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('no registry component folder keeps a props type named like the generated one', () => {
    const clashes = readdirSync(COMPONENTS, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(COMPONENTS, d.name, 'props.schema.json')))
      .flatMap((d) =>
        readdirSync(join(COMPONENTS, d.name))
          .filter((f) => /\.tsx?$/.test(f))
          .filter((f) =>
            new RegExp(`(interface|type)\\s+${d.name}Props\\b`).test(readFileSync(join(COMPONENTS, d.name, f), 'utf8')),
          )
          .map((f) => `${d.name}/${f}`),
      );
    expect(clashes).toEqual([]);
  });

  const good = `import type { EngineProps } from '../../engine/runtime/registry';
import type { ButtonProps } from '${GENERATED_SPEC}';
export default function Button({ label, emit }: ButtonProps & EngineProps) { return null; }`;

  it.each([
    ['the generated type with the engine props', good, []],
    [
      'the generated type alone',
      `import type { ButtonProps } from '${GENERATED_SPEC}';\nexport default function Button({ label }: ButtonProps) { return null; }`,
      [],
    ],
    [
      'a memo-wrapped component named by export default',
      `import type { ButtonProps } from '${GENERATED_SPEC}';\nconst Button = memo(function Button({ label }: ButtonProps) { return null; });\nexport default Button;`,
      [],
    ],
  ])('accepts %s', (_what, text, want) => expect(propsProblems('Button', text)).toEqual(want));

  it.each([
    [
      'a hand-written interface',
      `import type { EngineProps } from '../../engine/runtime/registry';\nexport interface ButtonProps extends EngineProps { label: string }\nexport default function Button({ label }: ButtonProps) { return null; }`,
      'declares ButtonProps by hand',
    ],
    [
      'an inline object type',
      `import type { ButtonProps } from '${GENERATED_SPEC}';\nexport default function Button({ label }: { label: string }) { return null; }`,
      'props are typed `{ label: string }`',
    ],
    [
      'the generated type widened by hand',
      `import type { ButtonProps } from '${GENERATED_SPEC}';\nexport default function Button({ label, extra }: ButtonProps & { extra: number }) { return null; }`,
      'props are typed',
    ],
    [
      'a renamed import',
      `import type { ButtonProps as P } from '${GENERATED_SPEC}';\nexport default function Button({ label }: P) { return null; }`,
      'does not import type { ButtonProps }',
    ],
    [
      'an untyped parameter',
      `import type { ButtonProps } from '${GENERATED_SPEC}';\nexport default function Button(props) { return null; }`,
      'props are typed `(none)`',
    ],
  ])('refuses %s', (_what, text, want) => expect(propsProblems('Button', text).join('\n')).toContain(want));
});
