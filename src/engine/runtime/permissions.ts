// Roles (spec 6): every logged-in user holds 'user' with admin 0; guests hold none.
// The permission rule grants when the required list is non-empty and the user holds one of the
// roles, or is admin. Routes without a roles list are public; routes with one are filtered by it.

export interface RoleHolder {
  roles: readonly string[];
  admin: 0 | 1 | boolean;
}

/** The spec's rule, as written: an empty or missing required list denies (except to admin). */
export function hasPermission(required: readonly string[] | undefined, who: RoleHolder): boolean {
  if (who.admin === 1 || who.admin === true) return true;
  if (!required || required.length === 0) return false;
  return required.some((r) => who.roles.includes(r));
}

/** An element or route with no roles list is open to everyone; with one, the rule decides. */
export function allowedFor(roles: readonly string[] | undefined, who: RoleHolder): boolean {
  if (roles === undefined) return true;
  return hasPermission(roles, who);
}

/** The role filter of spec 2: admin sees every route, others only routes whose roles match. */
export function filterRoutes<R extends { roles?: string[] }>(routes: readonly R[], who: RoleHolder): R[] {
  return routes.filter((r) => allowedFor(r.roles, who));
}
