// The navigation helper of spec 2: with spot type 2 (table service) and a table number, every
// target gets tn (table) and ses (session id). push and replace take an optional delay; back too.

export interface TableContext {
  spotType: unknown;
  table: string | undefined | null;
  sessionId: string | undefined | null;
}

/** Adds tn and ses to a target when the venue is table service and a table is known. */
export function withTableParams(to: string, ctx: TableContext): string {
  if (Number(ctx.spotType) !== 2 || !ctx.table) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const qAt = rest.indexOf('?');
  const path = qAt >= 0 ? rest.slice(0, qAt) : rest;
  const q = new URLSearchParams(qAt >= 0 ? rest.slice(qAt + 1) : '');
  q.set('tn', String(ctx.table));
  q.set('ses', String(ctx.sessionId ?? ''));
  return `${path}?${q.toString()}${hash}`;
}

/** Makes a target absolute: '/x' stays, 'cart' becomes '<family prefix>/cart'. */
export function resolveTarget(to: string, base: string): string {
  if (to.startsWith('/')) return to;
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  return to === '' ? b || '/' : `${b}/${to}`;
}

export interface Navigator {
  push(to: string, delay?: number): void;
  replace(to: string, delay?: number): void;
  back(delay?: number): void;
}

export interface NavigatorDeps {
  /** The router's navigate (or any function with its shape). */
  navigate: (to: string | number, opts?: { replace?: boolean }) => void;
  table: () => TableContext;
  /** The current family prefix with params filled in ('/shop/demo'). */
  base: () => string;
}

export function createNavigator(deps: NavigatorDeps): Navigator {
  const later = (delay: number | undefined, fn: () => void) => {
    if (delay && delay > 0) setTimeout(fn, delay);
    else fn();
  };
  const target = (to: string) => withTableParams(resolveTarget(to, deps.base()), deps.table());
  return {
    push: (to, delay) => later(delay, () => deps.navigate(target(to))),
    replace: (to, delay) => later(delay, () => deps.navigate(target(to), { replace: true })),
    back: (delay) => later(delay, () => deps.navigate(-1)),
  };
}
