// Document validation (family, screen, layout, theme, flow) with the build-time compiled validators
// (no schema compiler at run time). Small enough for the browser's manifest loader; the component
// props validators live in validate.ts.
// ajv's raw errors are turned into one issue per problem, in words a designer understands.
import type { ErrorObject } from 'ajv';
import type { ValidationCode, ValidationIssue } from '../contract';
import {
  validateFamily,
  validateFlow,
  validateLayout,
  validateScreen,
  validateTheme,
  type CompiledValidator,
} from '../../generated/document-validators.js';

export const KINDS = ['family', 'screen', 'layout', 'theme', 'flow'] as const;
export type Kind = (typeof KINDS)[number];

const validators: Record<Kind, CompiledValidator> = {
  family: validateFamily,
  screen: validateScreen,
  layout: validateLayout,
  theme: validateTheme,
  flow: validateFlow,
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  let cur: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObj(cur)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
const where = (pointer: string, root = 'The document') => {
  if (pointer === '') return root;
  const parts = pointer.split('/');
  const last = parts[parts.length - 1];
  if (/^\d+$/.test(last)) return `Entry ${Number(last) + 1} of "${parts[parts.length - 2] || 'the list'}"`;
  return `"${last.replace(/~1/g, '/').replace(/~0/g, '~')}"`;
};

const BINDING_KEYS = ['$state', '$config', '$licence', '$data', '$param', '$query', '$item', '$event', '$t'];

const PATTERN_WORDS: Record<string, string> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'an id in lower-case words joined by hyphens (e.g. "my-orders")',
  '^[A-Z][A-Za-z0-9]*$': 'a component type name starting with a capital (e.g. "Button")',
  '^[A-Za-z][A-Za-z0-9_-]*$': 'an element id (letters, digits, "-" or "_", starting with a letter)',
  '^(/([^~/]|~[01])*)*$': 'a JSON Pointer starting with "/" (e.g. "/itemsPerRow")',
  '^$|^([A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*|\\*)(/([A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*|\\*))*$':
    'a route path: words, ":name" parameters or "*" joined by "/", no spaces and no leading "/" (e.g. "product/:id")',
  '^$|^(/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9]*))+$':
    'a path prefix starting with "/" (e.g. "/shop/:shop"), or "" for the general routes',
  '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9-]*)*$':
    'a dotted name in camelCase without spaces (e.g. "navigate" or "cart.add")',
  '^[a-z][A-Za-z0-9]*\\.[A-Za-z0-9][A-Za-z0-9-]*$': 'a token reference "group.name" (e.g. "color.brand")',
};

function describeComposite(pointer: string, data: unknown, root: string): { code: ValidationCode; message: string } {
  const w = (p: string) => where(p, root);
  const value = at(data, pointer);
  const last = pointer.split('/').pop() ?? '';
  if (isObj(value)) {
    const dollar = Object.keys(value).filter((k) => k.startsWith('$'));
    const known = dollar.filter((k) => BINDING_KEYS.includes(k) || ['$and', '$or', '$not'].includes(k));
    if (dollar.length && known.length === 0) {
      return {
        code: 'schema.binding',
        message: `${w(pointer)} uses ${dollar.map((k) => `"${k}"`).join(', ')}, which is not a binding; use one of ${BINDING_KEYS.join(', ')}.`,
      };
    }
    if (known.filter((k) => BINDING_KEYS.includes(k)).length > 1) {
      return {
        code: 'schema.binding',
        message: `${w(pointer)} mixes several bindings (${known.join(', ')}); a binding has exactly one of them.`,
      };
    }
  }
  if (['visible', 'when', 'skipUnless', '$not', '$and', '$or'].includes(last) || /\/(\$and|\$or)\/\d+$/.test(pointer)) {
    return {
      code: 'schema.condition',
      message: `${w(pointer)} is not a valid condition (${show(value)}): use true/false, one binding with operators (eq, ne, gt, gte, lt, lte, in, exists, notEmpty), or $and / $or / $not.`,
    };
  }
  if (isObj(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
    return {
      code: 'schema.binding',
      message: `${w(pointer)} is not a valid binding (${show(value)}): a binding is an object with exactly one of ${BINDING_KEYS.join(', ')} and a valid pointer or name.`,
    };
  }
  return { code: 'schema.invalid', message: `${w(pointer)} has a value of the wrong shape (${show(value)}).` };
}

function describe(
  e: ErrorObject,
  data: unknown,
  root: string,
): { code: ValidationCode; path: string; message: string } {
  const w = (p: string) => where(p, root);
  const p = e.instancePath;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        code: 'schema.required',
        path: p,
        message: `${w(p)} ${w(p) === 'The props' ? 'are' : 'is'} missing "${String(params.missingProperty)}", which is required.`,
      };
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      return {
        code: 'schema.unknown-property',
        path: `${p}/${escape(extra)}`,
        message: `"${extra}" is not allowed here; check the spelling or remove it.`,
      };
    }
    case 'propertyNames':
      return {
        code: 'schema.name',
        path: `${p}/${escape(String(params.propertyName))}`,
        message: `"${String(params.propertyName)}" is not an allowed name here.`,
      };
    case 'type':
      return {
        code: 'schema.type',
        path: p,
        message: `${w(p)} should be ${String(params.type).replace(/,/g, ' or ')}, not ${show(at(data, p))}.`,
      };
    case 'const':
      return {
        code: p === '/schemaVersion' ? 'schema.version' : 'schema.const',
        path: p,
        message: `${w(p)} must be ${show(params.allowedValue)}, not ${show(at(data, p))}.`,
      };
    case 'enum':
      return {
        code: 'schema.enum',
        path: p,
        message: `${w(p)} must be one of ${(params.allowedValues as unknown[]).map(show).join(', ')}, not ${show(at(data, p))}.`,
      };
    case 'pattern': {
      const words = PATTERN_WORDS[String(params.pattern)] ?? `text matching ${String(params.pattern)}`;
      return { code: 'schema.pattern', path: p, message: `${w(p)} is ${show(at(data, p))}, but should be ${words}.` };
    }
    case 'minProperties':
      return { code: 'schema.empty', path: p, message: `${w(p)} must not be empty.` };
    case 'minLength':
      return { code: 'schema.empty', path: p, message: `${w(p)} must not be empty text.` };
    case 'uniqueItems':
      return { code: 'schema.duplicate-item', path: p, message: `${w(p)} lists the same entry twice.` };
    default:
      return { code: `schema.${e.keyword}`, path: p, message: `${w(p)} ${e.message ?? 'is invalid'}.` };
  }
}

/** Turn ajv errors into issues: composite (anyOf/oneOf) failures become one line at the deepest point. */
export function formatAjvErrors(
  errors: ErrorObject[] | null | undefined,
  data: unknown,
  file: string,
  root = 'The document',
): ValidationIssue[] {
  if (!errors || errors.length === 0) return [];
  const composites = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const compositePaths = [...new Set(composites.map((e) => e.instancePath))];
  // Keep only the deepest composite failures (a failing child makes every ancestor fail too).
  const deepest = compositePaths.filter((p) => !compositePaths.some((q) => q !== p && q.startsWith(p + '/')));
  const out: ValidationIssue[] = [];
  const seen = new Set<string>();
  const push = (code: ValidationCode, path: string, message: string) => {
    const key = `${code}|${path}|${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ severity: 'error', code, file, path, message });
  };
  // A value of the wrong type also fails its const/enum/pattern; the type is the one to fix.
  const typeAt = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    if (
      e.keyword !== 'type' &&
      typeAt.has(e.instancePath) &&
      ['const', 'enum', 'pattern', 'minimum', 'minLength'].includes(e.keyword)
    )
      continue;
    // Errors at or under a failing composite are the noise of its alternatives.
    if (compositePaths.some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/'))) continue;
    const d = describe(e, data, root);
    push(d.code, d.path, d.message);
  }
  for (const p of deepest) {
    if (out.some((i) => i.path === p || i.path.startsWith(p + '/'))) continue;
    const d = describeComposite(p, data, root);
    push(d.code, p, d.message);
  }
  return out;
}

/** Validate one (migrated) document against the schema of its kind. */
export function validateDocument(doc: unknown, file: string): ValidationIssue[] {
  if (!isObj(doc)) {
    const what = Array.isArray(doc) ? 'a list' : doc === null ? 'null' : `a ${typeof doc}`;
    return [
      {
        severity: 'error',
        code: 'doc.not-object',
        file,
        path: '',
        message: `The file holds ${what}; a manifest or theme is one JSON object.`,
      },
    ];
  }
  const kind = doc.kind;
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind)) {
    return [
      {
        severity: 'error',
        code: 'doc.kind',
        file,
        path: kind === undefined ? '' : '/kind',
        message:
          kind === undefined
            ? `The document has no "kind"; use one of ${KINDS.join(', ')}.`
            : `"kind" is ${show(kind)}; use one of ${KINDS.join(', ')}.`,
      },
    ];
  }
  const validate = validators[kind as Kind];
  try {
    if (validate(doc)) return [];
    return formatAjvErrors(validate.errors, doc, file);
  } catch (e) {
    return [
      {
        severity: 'error',
        code: 'doc.unreadable',
        file,
        path: '',
        message: `The document could not be checked (${e instanceof Error ? e.message : String(e)}).`,
      },
    ];
  }
}
