// Reading and writing one stored value: { v, data } in, data out. Pure: no storage, no console.
import { validData, versionOf, type KeySpec } from './keys';

export type Decoded = { ok: true; data: unknown; upgraded: boolean } | { ok: false; why: string };

export function encode(spec: KeySpec, data: unknown): string {
  return JSON.stringify({ v: versionOf(spec), data });
}

const isEnvelope = (x: unknown): x is { v: number; data: unknown } =>
  typeof x === 'object' &&
  x !== null &&
  !Array.isArray(x) &&
  Number.isInteger((x as { v?: unknown }).v) &&
  (x as { v: number }).v >= 1 &&
  'data' in x &&
  Object.keys(x).length === 2;

/**
 * The data of a stored text. A value of an older version is upgraded step by step (`upgraded`:
 * write it back); the unversioned value of the app before versions is version 0. A value that
 * is not JSON, fails its check, or comes from a newer version than this app knows is not ok.
 */
export function decode(spec: KeySpec, raw: string): Decoded {
  let parsed: unknown;
  let jsonError = false;
  try {
    parsed = JSON.parse(raw);
  } catch {
    jsonError = true;
  }
  let version: number;
  let data: unknown;
  if (!jsonError && isEnvelope(parsed)) {
    version = parsed.v;
    data = parsed.data;
  } else if (spec.kind === 'text') {
    version = 0;
    data = raw;
  } else if (jsonError) {
    return { ok: false, why: 'not JSON' };
  } else {
    version = 0;
    data = parsed;
  }
  const current = versionOf(spec);
  if (version > current) return { ok: false, why: `version ${version} is newer than ${current}` };
  try {
    // Version 0 -> 1 is reading the raw value by kind (done above); then the key's own steps.
    for (let v = Math.max(version, 1); v < current; v++) data = spec.upgrades![v - 1](data);
  } catch (e) {
    return { ok: false, why: `upgrade failed (${e instanceof Error ? e.message : String(e)})` };
  }
  if (!validData(spec, data)) return { ok: false, why: 'unexpected shape' };
  return { ok: true, data, upgraded: version !== current };
}
