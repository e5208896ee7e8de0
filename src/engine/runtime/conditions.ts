// Conditions are JSON: true/false, a comparison on a binding, or $and / $or / $not of conditions.
import type { Binding, Condition } from '../contract';
import { bindingKey, resolveBinding, type BindingContext, BindingError } from './bindings';

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v as object).length === 0;
  return false;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Configuration often carries numbers as strings ('1'); compare scalars loosely by text.
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string'))
    return String(a) === String(b);
  return false;
}

/** Evaluates a condition. An undefined condition holds. Malformed conditions throw BindingError. */
export function evalCondition(cond: Condition | undefined, ctx: BindingContext, at = ''): boolean {
  if (cond === undefined) return true;
  if (typeof cond === 'boolean') return cond;
  if (cond === null || typeof cond !== 'object' || Array.isArray(cond))
    throw new BindingError('A condition must be a boolean or an object', at);
  if ('$and' in cond) {
    if (!Array.isArray(cond.$and)) throw new BindingError('$and needs a list', `${at}/$and`);
    return cond.$and.every((c, i) => evalCondition(c, ctx, `${at}/$and/${i}`));
  }
  if ('$or' in cond) {
    if (!Array.isArray(cond.$or)) throw new BindingError('$or needs a list', `${at}/$or`);
    return cond.$or.some((c, i) => evalCondition(c, ctx, `${at}/$or/${i}`));
  }
  if ('$not' in cond) return !evalCondition(cond.$not, ctx, `${at}/$not`);
  if (!bindingKey(cond))
    throw new BindingError('A condition needs a binding ($state, $config, ...) or $and/$or/$not', at);
  const v = resolveBinding(cond as Binding, ctx, at);
  const c = cond as Record<string, unknown>;
  let ops = 0;
  let ok = true;
  const num = (name: string, test: (a: number, b: number) => boolean) => {
    if (!(name in c)) return;
    ops++;
    const limit = Number(c[name]);
    const n = Number(v);
    ok = ok && v !== null && v !== '' && !Number.isNaN(n) && test(n, limit);
  };
  if ('eq' in c) {
    ops++;
    ok = ok && same(v, c.eq);
  }
  if ('ne' in c) {
    ops++;
    ok = ok && !same(v, c.ne);
  }
  num('gt', (a, b) => a > b);
  num('gte', (a, b) => a >= b);
  num('lt', (a, b) => a < b);
  num('lte', (a, b) => a <= b);
  if ('in' in c) {
    ops++;
    if (!Array.isArray(c.in)) throw new BindingError('in needs a list', `${at}/in`);
    ok = ok && c.in.some((x) => same(v, x));
  }
  if ('exists' in c) {
    ops++;
    ok = ok && (v !== undefined && v !== null) === Boolean(c.exists);
  }
  if ('notEmpty' in c) {
    ops++;
    ok = ok && !isEmpty(v) === Boolean(c.notEmpty);
  }
  if (ops === 0) return Boolean(v) && v !== '0' && !(Array.isArray(v) && v.length === 0);
  return ok;
}
