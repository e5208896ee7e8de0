// Each generated type is declared in one file of src/generated (issue 26). A call that carries a document (the
// menu, the venue configuration, a theme ...) uses the type the document's own generated file declares
// (scripts/gen-types.mjs): calls.ts imports it instead of declaring a copy, so one document never has two
// TypeScript types that could drift apart or that code would have to pick between.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { ownerOf, readContracts } from '../../scripts/gen-calls.mjs';

const ROOT = resolve(__dirname, '../..');
const GENERATED = join(ROOT, 'src/generated');
const CALLS = join(ROOT, 'schemas/calls');

type Owner = { module: string; name: string };

/** The generated TypeScript files: src/generated/*.ts and *.d.ts. */
const generatedFiles = (): string[] =>
  readdirSync(GENERATED)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(GENERATED, f));

const exported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a file declares and exports itself (not those it imports). */
function declaredNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const s of source.statements) {
    if (!exported(s)) continue;
    if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) names.push(d.name.getText(source));
    else if (
      (ts.isInterfaceDeclaration(s) ||
        ts.isTypeAliasDeclaration(s) ||
        ts.isEnumDeclaration(s) ||
        ts.isClassDeclaration(s) ||
        ts.isFunctionDeclaration(s)) &&
      s.name
    )
      names.push(s.name.text);
  }
  return names;
}

/** Every `$ref` in a contract that names a document schema in schemas/ (not another call's contract). */
function documentRefs(node: unknown, out: { ref: string; owner: Owner }[] = []): { ref: string; owner: Owner }[] {
  if (Array.isArray(node)) node.forEach((n) => documentRefs(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k !== '$ref' || typeof v !== 'string' || v.startsWith('#')) {
        documentRefs(v, out);
        continue;
      }
      const [path, pointer = ''] = v.split('#');
      const file = resolve(CALLS, path);
      const parts = pointer.split('/').filter(Boolean);
      const target = parts.reduce<unknown>(
        (t, p) => (t as Record<string, unknown> | undefined)?.[p],
        JSON.parse(readFileSync(file, 'utf8')),
      );
      const owner = ownerOf(file, parts, target) as Owner | null;
      if (owner) out.push({ ref: v, owner });
    }
  return out;
}

describe('generated types are declared once', () => {
  let program: ts.Program;
  let checker: ts.TypeChecker;
  /** Exported name -> the generated files (relative) that declare it. */
  const declaredIn = new Map<string, string[]>();

  beforeAll(() => {
    program = ts.createProgram(generatedFiles(), {
      noEmit: true,
      strict: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    checker = program.getTypeChecker();
    for (const file of generatedFiles())
      for (const name of declaredNames(program.getSourceFile(file)!))
        declaredIn.set(name, [...(declaredIn.get(name) ?? []), relative(GENERATED, file)]);
  });

  /** The generated file that declares what `name` is in `file`: itself, or the file it imports the name from. */
  function declarationFile(file: string, name: string): string | undefined {
    const source = program.getSourceFile(file)!;
    if (declaredNames(source).includes(name)) return relative(GENERATED, file);
    for (const s of source.statements) {
      const named = ts.isImportDeclaration(s) ? s.importClause?.namedBindings : undefined;
      const spec = named && ts.isNamedImports(named) ? named.elements.find((e) => e.name.text === name) : undefined;
      const symbol = spec && checker.getSymbolAtLocation(spec.name);
      const at = symbol && checker.getAliasedSymbol(symbol).declarations?.[0]?.getSourceFile().fileName;
      if (spec) return at && relative(GENERATED, at);
    }
    return undefined;
  }

  it('no exported name is declared in two generated files', () => {
    expect(declaredIn.size).toBeGreaterThan(100);
    const twice = [...declaredIn].filter(([, files]) => files.length > 1).map(([n, f]) => `${n}: ${f.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('no generated file declares a numbered copy of a name another file declares (MenuItem1)', () => {
    const copies = [...declaredIn].flatMap(([name, [file]]) => {
      const base = /^(.*\D)\d+$/.exec(name)?.[1];
      const owner = base && declaredIn.get(base)?.[0];
      return owner && owner !== file ? [`${file} ${name} copies ${owner} ${base}`] : [];
    });
    expect(copies).toEqual([]);
  });

  it('every name a generated file imports from another is the declaration of the file that declares it', () => {
    const wrong: string[] = [];
    for (const file of generatedFiles()) {
      const source = program.getSourceFile(file)!;
      for (const s of source.statements) {
        // Another generated file's names (not a library's, such as ajv's ErrorObject).
        const local = ts.isImportDeclaration(s) && (s.moduleSpecifier as ts.StringLiteral).text.startsWith('./');
        const named = local ? s.importClause?.namedBindings : undefined;
        for (const { name } of named && ts.isNamedImports(named) ? named.elements : []) {
          const at = declarationFile(file, name.text);
          const owner = declaredIn.get(name.text)?.[0];
          if (!at || at !== owner)
            wrong.push(`${relative(GENERATED, file)} ${name.text} -> ${at} (declared in ${owner})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a document a call refers to is, in calls.ts, its owner's own type", () => {
    const refs = (readContracts() as { file: string; doc: unknown }[]).flatMap(({ file, doc }) =>
      documentRefs(doc).map((r) => ({ ...r, call: file })),
    );
    // The calls carry the menu, the venue configuration and themes (and common parts such as Json).
    expect(new Set(refs.map((r) => r.owner.module))).toEqual(new Set(['./manifests', './menu', './venue-config']));
    const calls = join(GENERATED, 'calls.ts');
    const wrong = refs.flatMap(({ call, ref, owner }) => {
      const ownerFile = `${owner.module.slice(2)}.ts`;
      const problems: string[] = [];
      if (!declaredIn.get(owner.name)?.includes(ownerFile)) problems.push(`${ownerFile} does not declare it`);
      const at = declarationFile(calls, owner.name);
      if (at !== ownerFile) problems.push(`calls.ts's ${owner.name} is declared in ${at ?? 'no file'}`);
      return problems.map((p) => `${call} $ref ${ref} (${owner.name}): ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it('the menu a draft save carries is the menu document of menu.ts, not a structural twin', () => {
    const source = program.getSourceFile(join(GENERATED, 'calls.ts'))!;
    const payload = source.statements.find(
      (s): s is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(s) && s.name.text === 'ProBackofficeMenuDraftSavePayload',
    );
    const menu = payload?.members.find((m): m is ts.PropertySignature => m.name?.getText(source) === 'menu');
    expect(menu?.type).toBeDefined();
    const symbol = checker.getTypeFromTypeNode(menu!.type!).getSymbol();
    expect(symbol?.name).toBe('MenuDocument');
    expect(relative(GENERATED, symbol!.declarations![0].getSourceFile().fileName)).toBe('menu.ts');
  });
});

describe('ownerOf (scripts/gen-calls.mjs)', () => {
  const schema = (name: string) => join(ROOT, 'schemas', name);
  const read = (name: string) => JSON.parse(readFileSync(schema(name), 'utf8')) as Record<string, never>;

  it('names a document by its title, a titled part by its title, an untitled $defs entry as json2ts does', () => {
    const menu = read('menu.schema.json');
    expect(ownerOf(schema('menu.schema.json'), [], menu)).toEqual({ module: './menu', name: 'MenuDocument' });
    const common = read('common.schema.json');
    expect(ownerOf(schema('common.schema.json'), ['$defs', 'json'], common['$defs']['json'])).toEqual({
      module: './manifests',
      name: 'Json',
    });
    expect(ownerOf(schema('theme.schema.json'), [], read('theme.schema.json'))).toEqual({
      module: './manifests',
      name: 'ThemeManifest',
    });
  });

  it("owns no call's contract, and refuses an untitled part that has no type of its own", () => {
    expect(ownerOf(join(CALLS, 'pro.backoffice.menu.state.json'), [], {})).toBeNull();
    expect(() => ownerOf(schema('menu.schema.json'), ['properties', 'x'], { type: 'string' })).toThrow(
      /give it a title/,
    );
  });
});
