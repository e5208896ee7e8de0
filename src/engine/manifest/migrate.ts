// Numbered migrations: each lifts a document from one schemaVersion to the next. Loading runs
// migrate -> validate -> resolve, so validators only ever see the current version.
import type { ValidationIssue } from '../contract';

export const CURRENT_SCHEMA_VERSION = 1;

type Doc = Record<string, unknown>;

export interface Migration {
  /** Version the migration reads; it writes from + 1. */
  from: number;
  describe: string;
  up(doc: Doc): Doc;
}

const isObj = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** v0 routes named their screen `component` and kept roles under `meta.roles`. */
function migrateRouteV0(route: unknown): unknown {
  if (!isObj(route)) return route;
  const { component, meta, ...rest } = route;
  const out: Doc = { ...rest };
  if (out.screen === undefined && typeof component === 'string') out.screen = component;
  if (isObj(meta) && Array.isArray(meta.roles) && out.roles === undefined) out.roles = meta.roles;
  return out;
}

/** v0 element maps were arrays of `{ id, ...node }`. */
function migrateElementsV0(elements: unknown): unknown {
  if (!Array.isArray(elements)) return elements;
  const map: Doc = {};
  for (const el of elements) {
    if (!isObj(el) || typeof el.id !== 'string') continue;
    const { id, ...node } = el;
    map[id] = node;
  }
  return map;
}

export const migrations: Migration[] = [
  {
    from: 0,
    describe:
      'v0 -> v1: element arrays become maps keyed by id; routes use `screen` and `roles`; theme `colors` moves to tokens.color',
    up(doc) {
      const out: Doc = { ...doc, schemaVersion: 1 };
      if (out.kind === 'screen' || out.kind === 'layout') out.elements = migrateElementsV0(out.elements);
      if (out.kind === 'family') {
        if (Array.isArray(out.routes)) out.routes = out.routes.map(migrateRouteV0);
        if (Array.isArray(out.add)) out.add = out.add.map(migrateRouteV0);
      }
      if (out.kind === 'theme' && isObj(out.colors)) {
        const tokens = isObj(out.tokens) ? { ...out.tokens } : {};
        tokens.color = { ...(isObj(tokens.color) ? tokens.color : {}), ...out.colors };
        out.tokens = tokens;
        delete out.colors;
      }
      return out;
    },
  },
];

export interface MigrateResult {
  doc: unknown;
  /** Versions the document went through, e.g. [0, 1]; empty when it was current. */
  steps: number[];
  issues: ValidationIssue[];
}

/** Lift a parsed document to the current schemaVersion. A document without one is treated as v0. */
export function migrate(doc: unknown, file: string): MigrateResult {
  if (!isObj(doc)) return { doc, steps: [], issues: [] };
  const v = doc.schemaVersion ?? 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return { doc, steps: [], issues: [] }; // the schema reports it
  if (v > CURRENT_SCHEMA_VERSION) {
    return {
      doc,
      steps: [],
      issues: [
        {
          severity: 'error',
          code: 'schema.version-newer',
          file,
          path: '/schemaVersion',
          message: `This file is format version ${v}, made for a newer app; this app reads up to version ${CURRENT_SCHEMA_VERSION}.`,
        },
      ],
    };
  }
  let cur: Doc = doc;
  const steps: number[] = [];
  for (let at = v; at < CURRENT_SCHEMA_VERSION; at++) {
    const m = migrations.find((x) => x.from === at);
    if (!m) {
      return {
        doc: cur,
        steps,
        issues: [
          {
            severity: 'error',
            code: 'schema.no-migration',
            file,
            path: '/schemaVersion',
            message: `No migration from format version ${at}.`,
          },
        ],
      };
    }
    steps.push(at);
    cur = m.up(cur);
  }
  if (steps.length) steps.push(CURRENT_SCHEMA_VERSION);
  return { doc: cur, steps, issues: [] };
}
