// The generated types describe the contract's shapes: every document typed by the schemas is
// accepted where the contract type is expected, and the contract's building blocks (bindings,
// prop values, conditions, actions) are accepted by the schema types. Checked by tsc (npm test
// runs the type check); a `false` below fails to compile.
import { describe, expect, it } from 'vitest';
import type * as C from '../../../src/engine/contract';
import type * as G from '../../../src/generated/manifests';

type Assignable<A, B> = [A] extends [B] ? true : false;
const yes = <T extends true>(): T => true as T;

const checks: Record<string, true> = {
  family: yes<Assignable<G.FamilyManifest, C.FamilyManifest>>(),
  screen: yes<Assignable<G.ScreenManifest, C.ScreenManifest>>(),
  layout: yes<Assignable<G.LayoutManifest, C.LayoutManifest>>(),
  theme: yes<Assignable<G.ThemeManifest, C.ThemeManifest>>(),
  flow: yes<Assignable<G.FlowManifest, C.FlowManifest>>(),
  route: yes<Assignable<G.RouteEntry, C.RouteEntry>>(),
  element: yes<Assignable<G.ElementNode, C.ElementNode>>(),
  // Both ways for the building blocks (documents differ only in schemaVersion: the contract
  // takes any number before migration, the schema only the current version).
  binding: yes<Assignable<G.Binding, C.Binding>>(),
  bindingBack: yes<Assignable<C.Binding, G.Binding>>(),
  propValue: yes<Assignable<G.PropValue, C.PropValue>>(),
  propValueBack: yes<Assignable<C.PropValue, G.PropValue>>(),
  condition: yes<Assignable<G.Condition, C.Condition>>(),
  conditionBack: yes<Assignable<C.Condition, G.Condition>>(),
  action: yes<Assignable<G.ActionSpec, C.ActionSpec>>(),
  actionBack: yes<Assignable<C.ActionSpec, G.ActionSpec>>(),
  json: yes<Assignable<G.Json, C.Json>>(),
  jsonBack: yes<Assignable<C.Json, G.Json>>(),
  requires: yes<Assignable<G.Requires, C.Requires>>(),
  requiresBack: yes<Assignable<C.Requires, G.Requires>>(),
};

describe('generated types and the contract', () => {
  it('agree (compile-time checks)', () => {
    expect(Object.keys(checks).length).toBe(19);
    expect(Object.values(checks).every((v) => v === true)).toBe(true);
  });
});
