// The answer of a call, by the call's name, from its contract (schemas/calls/*.json, generated into
// src/generated/calls.ts): invoke, the call functions and the hooks read these types, so a screen reads
// what the contract says the server answers and nothing else. Types only.
import type { CallName, CallPathOf } from './calls';
import type { CallContracts, CallRefusal, MemberCardTypeInfo, MemberCardValue, NotLogged } from '../generated/calls';

/** The contract of a call: its payload, its answer and its refusal codes. */
export type CallContractOf<N extends CallName> = CallContracts[CallPathOf<N> & keyof CallContracts];

/** The answer a call's contract describes, refusals included. */
type WireAnswerOf<N extends CallName> = CallContractOf<N>['answer'];

/** Whether `A` and `B` are the one type (not merely assignable both ways, as two all-optional objects are). */
type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/** `T` without the refusal results (CallRefusal, NotLogged) its contract lets a refused answer carry. */
type Success<T> = T extends unknown
  ? Same<T, CallRefusal> extends true
    ? never
    : Same<T, NotLogged> extends true
      ? never
      : T
  : never;

/**
 * Calls that share one path (the action-dispatched card call) answer one contract whose result is
 * each action's in a union: each call's own is the member its action answers.
 */
interface ActionResults {
  userWallet: null;
  latestCardValue: [MemberCardValue];
  cardInfo: [MemberCardTypeInfo];
}

/** The result of a call's success, as its contract types it. */
export type CallResult<N extends CallName> = N extends keyof ActionResults
  ? Extract<Success<WireAnswerOf<N>['result']>, ActionResults[N]>
  : Exclude<Success<WireAnswerOf<N>['result']>, undefined>;

type Part<A, K extends string> = A extends { [P in K]?: infer V } ? V : never;

/**
 * What a call answers (spec 4's envelope): its result as the success's (a refused answer says
 * success false and carries its refusal there instead), and the map and top-level list its contract
 * gives.
 */
export type CallAnswer<N extends CallName> = {
  success: boolean;
  resultcode?: number;
  dispMsg?: string;
  result: CallResult<N>;
  map?: Part<WireAnswerOf<N>, 'map'>;
  list?: Part<WireAnswerOf<N>, 'list'>;
};

/** The payload a call's contract takes (the client adds an action call's action itself). */
export type CallPayload<N extends CallName> = CallContractOf<N>['payload'];

/** The identity fields the client fills in itself (the shop key, site, device, and a signed call's tm and sign). */
type ClientFilled = 'id' | 'shp' | 'device' | 'tm' | 'sign';

/**
 * The payload a caller gives a call: its contract's, less what the client fills in (transport.ts adds
 * the shop identity, and signs it, for the calls that carry one).
 */
export type CallerPayload<N extends CallName> =
  CallPayload<N> extends infer P ? (P extends unknown ? Omit<P, ClientFilled> : never) : never;

/** A venue call's payload naming its venue (`shop`): the calls that carry no shop identity of their own. */
export type VenuePayload<N extends CallName> = CallPayload<N> & { shop: string };
