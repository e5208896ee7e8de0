import { describe, expect, it } from 'vitest';
import { allowedFor, filterRoutes, hasPermission } from '../../../src/engine/runtime/permissions';

const guest = { roles: [] as string[], admin: 0 as const };
const user = { roles: ['user'], admin: 0 as const };
const admin = { roles: [] as string[], admin: 1 as const };

describe('permission rule (spec 6)', () => {
  it('grants when the list is non-empty and the user holds a role, or is admin', () => {
    expect(hasPermission(['user'], user)).toBe(true);
    expect(hasPermission(['user'], guest)).toBe(false);
    expect(hasPermission(['staff'], user)).toBe(false);
    expect(hasPermission(['staff'], admin)).toBe(true);
  });
  it('denies an empty required list except to admin', () => {
    expect(hasPermission([], user)).toBe(false);
    expect(hasPermission([], guest)).toBe(false);
    expect(hasPermission([], admin)).toBe(true);
    expect(hasPermission(undefined, user)).toBe(false);
  });
  it('treats elements without roles as open to all', () => {
    expect(allowedFor(undefined, guest)).toBe(true);
    expect(allowedFor(['user'], guest)).toBe(false);
  });
});

describe('role filter of routes (spec 2)', () => {
  const routes = [
    { path: 'home' },
    { path: 'myorders', roles: ['user'] },
    { path: 'reports', roles: ['staff'] },
    { path: 'locked', roles: [] as string[] },
  ];
  it('guest sees only public routes', () => {
    expect(filterRoutes(routes, guest).map((r) => r.path)).toEqual(['home']);
  });
  it('user sees routes whose roles match', () => {
    expect(filterRoutes(routes, user).map((r) => r.path)).toEqual(['home', 'myorders']);
  });
  it('admin sees all', () => {
    expect(filterRoutes(routes, admin).map((r) => r.path)).toEqual(['home', 'myorders', 'reports', 'locked']);
  });
});
