// Family resolution: applies extends (transitively), omit and add to the family manifests and
// produces the flat route tables the router builds from. Pure; problems are returned as values.
import type {
  FamilyManifest,
  ResolvedFamily,
  ResolvedRoute,
  RouteEntry,
  ValidationCode,
  ValidationIssue,
} from '../contract';

export interface ResolveFamiliesResult {
  families: ResolvedFamily[];
  issues: ValidationIssue[];
}

/** Absolute path pattern of a route: the family prefix joined with the relative path. */
export function joinPath(prefix: string, path: string): string {
  const p = prefix.replace(/\/+$/, '');
  const rel = path.replace(/^\/+/, '');
  if (rel === '') return p === '' ? '/' : p;
  return `${p}/${rel}`;
}

function copyRoute(r: RouteEntry): RouteEntry {
  return JSON.parse(JSON.stringify(r)) as RouteEntry;
}

/**
 * Resolve every family. `files` maps a family id to the file it came from (for issue reports);
 * without it the conventional `screens/families/<id>.json` is named.
 */
export function resolveFamilies(docs: FamilyManifest[], files: Record<string, string> = {}): ResolveFamiliesResult {
  const issues: ValidationIssue[] = [];
  const fileOf = (id: string) => files[id] ?? `screens/families/${id}.json`;
  const issue = (
    severity: ValidationIssue['severity'],
    code: ValidationCode,
    id: string,
    path: string,
    message: string,
  ) => issues.push({ severity, code, file: fileOf(id), path, message });

  const byId = new Map<string, FamilyManifest>();
  for (const doc of docs) {
    if (byId.has(doc.id)) {
      issue(
        'error',
        'family.duplicate-id',
        doc.id,
        '/id',
        `Two families are called "${doc.id}"; each family needs its own id.`,
      );
      continue;
    }
    byId.set(doc.id, doc);
  }

  // Families that take part in an extends cycle inherit nothing.
  const inCycle = new Set<string>();
  for (const doc of byId.values()) {
    const chain = [doc.id];
    let next = doc.extends;
    while (next !== undefined && byId.has(next)) {
      if (next === doc.id) {
        inCycle.add(doc.id);
        issue(
          'error',
          'family.extends-cycle',
          doc.id,
          '/extends',
          `Family "${doc.id}" extends itself through ${[...chain, next].join(' → ')}; break the loop.`,
        );
        break;
      }
      if (chain.includes(next)) break; // a cycle further up; reported on its own members
      chain.push(next);
      next = byId.get(next)!.extends;
    }
  }

  // Raw (relative) route lists, memoised, before the empty-path redirect is added.
  const raw = new Map<string, RouteEntry[]>();
  const inherited = new Map<string, { home?: string; loginRoute?: string }>();

  function rawRoutes(id: string): RouteEntry[] {
    const done = raw.get(id);
    if (done) return done;
    const doc = byId.get(id)!;
    raw.set(id, []); // guard against re-entry while resolving
    let base: RouteEntry[] = [];
    let baseMeta: { home?: string; loginRoute?: string } = {};
    if (doc.extends !== undefined) {
      if (!byId.has(doc.extends)) {
        issue(
          'error',
          'family.extends-unknown',
          id,
          '/extends',
          `Family "${id}" extends "${doc.extends}", but no family has that id.`,
        );
      } else if (!inCycle.has(id)) {
        base = rawRoutes(doc.extends).map(copyRoute);
        baseMeta = metaOf(doc.extends);
      }
    }
    const omit = Array.isArray(doc.omit) ? doc.omit : [];
    omit.forEach((path, i) => {
      if (!base.some((r) => r.path === path)) {
        issue(
          'warning',
          'family.omit-unknown',
          id,
          `/omit/${i}`,
          `Family "${id}" leaves out "${path}", but the family it extends has no such route.`,
        );
      }
    });
    const routes = base.filter((r) => !omit.includes(r.path));

    const seen = new Map<string, string>();
    const own: Array<[RouteEntry, string]> = [];
    (Array.isArray(doc.routes) ? doc.routes : []).forEach((r, i) => own.push([r, `/routes/${i}`]));
    (Array.isArray(doc.add) ? doc.add : []).forEach((r, i) => own.push([r, `/add/${i}`]));
    for (const [r, pointer] of own) {
      const first = seen.get(r.path);
      if (first !== undefined) {
        issue(
          'error',
          'route.duplicate',
          id,
          pointer,
          `The route path "${r.path}" is defined twice in family "${id}" (first at ${first}).`,
        );
        continue;
      }
      seen.set(r.path, pointer);
      const at = routes.findIndex((x) => x.path === r.path);
      if (at >= 0) routes[at] = copyRoute(r);
      else routes.push(copyRoute(r));
    }
    raw.set(id, routes);
    inherited.set(id, { home: doc.home ?? baseMeta.home, loginRoute: doc.loginRoute ?? baseMeta.loginRoute });
    return routes;
  }

  function metaOf(id: string) {
    if (!inherited.has(id)) rawRoutes(id);
    return inherited.get(id) ?? {};
  }

  const families: ResolvedFamily[] = [];
  for (const doc of byId.values()) {
    const routes = rawRoutes(doc.id);
    const { home, loginRoute } = metaOf(doc.id);
    const list: RouteEntry[] = routes.map(copyRoute);
    if (home !== undefined) {
      const target = list.find((r) => r.path === home);
      if (!target) {
        issue(
          'error',
          'family.home-unknown',
          doc.id,
          doc.home !== undefined ? '/home' : '',
          `Family "${doc.id}" names "${home}" as its home, but has no route with that path.`,
        );
      } else if (!list.some((r) => r.path === '')) {
        list.unshift({ path: '', screen: target.screen, redirect: home });
      }
    }
    if (loginRoute !== undefined && !list.some((r) => r.path === loginRoute)) {
      issue(
        'error',
        'family.login-unknown',
        doc.id,
        doc.loginRoute !== undefined ? '/loginRoute' : '',
        `Family "${doc.id}" names "${loginRoute}" as its login route, but has no route with that path.`,
      );
    }
    const resolved: ResolvedRoute[] = list.map((r) => ({
      ...r,
      family: doc.id,
      fullPath: joinPath(doc.prefix, r.path),
      layout: r.layout ?? doc.layout,
    }));
    const fam: ResolvedFamily = { id: doc.id, prefix: doc.prefix, layout: doc.layout, routes: resolved };
    if (loginRoute !== undefined) fam.loginRoute = loginRoute;
    if (home !== undefined) fam.home = home;
    if (doc.requires !== undefined) fam.requires = doc.requires;
    families.push(fam);
  }
  return { families, issues };
}
