// One entry of the call table (calls.ts): its fields and the small constructors that keep the
// tables (customerCalls.ts, staffCalls.ts) one line per call. Plain data only: no imports, no React, no I/O.
//
// Fields:
//   name     the exported client function (src/api/calls/<group>.ts) that makes the call
//   method   POST with a JSON body, or GET (the unsigned shop reads and the resource download)
//   path     the spec's path; where the spec gives none (action calls, the scan-service login) the
//            reference server's choice, listed in docs/wire-format.md
//   group    the spec's heading in section 7
//   base     'shop' = the shop base address; 'pro' = the separate pro base address (spec 6)
//   wire     request body variant, sent in header x-wire-format: aes (encrypted), b64 (envelope), plain
//   identity adds the shop-identity group: id (shop key), shp (site id), device
//   signed   additionally adds tm and sign (implies identity)
//   nest     the payload is wrapped as {paramIn: payload} before encoding
//   quiet    no loading indicator
//   owner    which server capability implements it
//   action   for the action-dispatched calls, the action value the client sends
//   legacy   the variant used when the legacy flag equals 1 / on older servers
// What each call is for is in calls-notes.ts (documentation only, kept out of the browser bundle).

export type CallMethod = 'POST' | 'GET';
export type CallGroup = 'account' | 'wallet' | 'order' | 'catalogue' | 'config';
export type CallBase = 'shop' | 'pro';
export type CallWire = 'aes' | 'b64' | 'plain';
export type CallOwner = 'wire' | 'ordering' | 'accounts' | 'bookings' | 'backoffice';

export interface CallSpec<N extends string = string, P extends string = string> {
  readonly name: N;
  readonly method: CallMethod;
  readonly path: P;
  readonly group: CallGroup;
  readonly base: CallBase;
  readonly wire: CallWire;
  readonly identity: boolean;
  readonly signed: boolean;
  readonly nest: boolean;
  readonly quiet: boolean;
  readonly owner: CallOwner;
  readonly action?: string;
  readonly legacy?: boolean;
}

// Small constructors keep the table one line per call. Defaults: POST, shop base, aes body, no
// identity, not quiet. Each returns a plain object literal.
type Opts = Partial<Omit<CallSpec, 'name' | 'path' | 'group' | 'owner'>>;
export function call<N extends string, P extends string>(
  name: N,
  path: P,
  group: CallGroup,
  owner: CallOwner,
  o: Opts = {},
): CallSpec<N, P> {
  const signed = o.signed ?? false;
  return {
    name,
    method: o.method ?? 'POST',
    path,
    group,
    base: o.base ?? (path.startsWith('/pro/') ? 'pro' : 'shop'),
    wire: o.wire ?? 'aes',
    identity: o.identity ?? signed,
    signed,
    nest: o.nest ?? false,
    quiet: o.quiet ?? false,
    owner,
    ...(o.action ? { action: o.action } : {}),
    ...(o.legacy ? { legacy: true } : {}),
  };
}
/** A call of the shop-identity group: signed, base64 envelope. */
export const shopSigned = (o: Opts = {}): Opts => ({ wire: 'b64', signed: true, identity: true, ...o });
