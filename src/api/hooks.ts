// The data layer of the screens, on swr. Every read of a screen goes through useCall, keyed by the
// call's name in the table and its params (equal params share one request; null params skip it);
// polling is swr's refreshInterval, stopped when the screen says it is done; writes revalidate with
// the returned mutate. The named sources read through useSource (sourceHooks.ts: the sources table and
// its calls stay out of the pages that only use useCall).
import { useCallback, useRef, useState } from 'react';
import useSWR, { mutate, unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { invoke } from './invoke';
import type { CallName } from './calls';
import { onAccountChange } from './token-store';
import type { CallAnswer } from './callAnswer';

export interface UseCallOptions<P, T> extends Omit<SWRConfiguration<T>, 'refreshInterval' | 'fetcher'> {
  /** Turns the call into the screen's data (a feature's decoder, e.g. trackOrders); useCallAnswer: the answer of a quiet call. */
  read?: (params: P) => Promise<T>;
  /** Poll: read again this many ms after each read; 0 stops. A function gets the latest data (0 once the screen is done). */
  refreshInterval?: number | ((data: T | undefined) => number);
  /** Stop polling after this many reads, the first included. */
  maxReads?: number;
}

/** What useCall gives: swr's answer, and how many reads (answers and failures) this key has had here. */
export type CallState<T> = SWRResponse<T> & { readonly reads: number };

// What one account read is never shown to the next (a sign-in, a logout, an expired login): the
// app's cache forgets every answer when the token changes hands, and every key names the account
// generation, so a screen opened after the change reads afresh. (Forgetting alone is not enough: a
// screen mounted again within swr's 2 s sharing window would join the previous account's request,
// whose answer swr then drops as older than the change, and wait for ever.)
let generation = 0;
/** How many times the token has changed hands in this page (part of every call's key). */
export const accountGeneration = (): number => generation;
onAccountChange(() => {
  generation++;
  void mutate(() => true, undefined, { revalidate: false });
});

/** The swr key of a call: its name, its params as JSON and the account generation. */
export const callKey = (name: CallName, params: object): readonly [CallName, string, number] => [
  name,
  JSON.stringify(params),
  generation,
];

/**
 * One read of a screen by call name and params, turned into the screen's data by `read` (a feature's
 * decoder, e.g. trackOrders): the data's type is what `read` resolves with. Reads are quiet (screens
 * show their own progress), not re-read on window focus, and a failed read is not retried on its own
 * (screens offer Retry); while polling, a failed read is tried again on the poll's beat (swr's poll
 * pauses on an error). swr's own defaults stay otherwise (requests of one key within 2 s are shared,
 * when not polling).
 */
export function useCall<T, P extends object = Record<string, unknown>>(
  name: CallName,
  params: P | null,
  options: UseCallOptions<P, T> & { read: (params: P) => Promise<T> },
): CallState<T> {
  const { read, refreshInterval = 0, maxReads = Infinity, onSuccess, onError, ...swr } = options;
  const key = params ? callKey(name, params) : null;
  const id = key ? `${name} ${key[1]}` : '';
  // Reads of this key, counted as they land: swr asks for the next interval before React re-renders.
  const counter = useRef({ id, reads: 0 });
  if (counter.current.id !== id) counter.current = { id, reads: 0 };
  const [, rerender] = useState(0);
  const latest = useRef({ refreshInterval, maxReads });
  latest.current = { refreshInterval, maxReads };
  const interval = useCallback((data: T | undefined): number => {
    const { refreshInterval: every, maxReads: most } = latest.current;
    if (counter.current.reads >= most) return 0;
    return typeof every === 'function' ? every(data) : every;
  }, []);
  const reads = counter.current.reads;
  // swr asks a function for the next interval only after a poll's read, so the poll starts (again)
  // when the screen wants one for the data now in the cache (e.g. once a bill says 'waiting').
  const { cache } = useSWRConfig();
  const cached = key ? (cache.get(unstable_serialize(key))?.data as T | undefined) : undefined;
  const polling = interval(cached) > 0;
  const polls = typeof refreshInterval === 'function' || refreshInterval > 0;
  const counted = () => {
    if (counter.current.id !== id) return;
    counter.current.reads++;
    rerender((n) => n + 1);
  };
  const res = useSWR<T>(key, () => read(params as P), {
    revalidateOnFocus: false,
    shouldRetryOnError: polls,
    // A poll's read is never skipped as a duplicate of the last one (swr's 2 s window would halve a 1 s poll).
    ...(polls ? { dedupingInterval: 0 } : {}),
    ...swr,
    refreshInterval: polling ? interval : 0,
    onSuccess: (data, k, c) => {
      counted();
      onSuccess?.(data, k, c);
    },
    onError: (err, k, c) => {
      counted();
      onError?.(err, k, c);
    },
    onErrorRetry: (_err, _k, _c, revalidate) => {
      const ms = interval(res.data);
      if (ms > 0) setTimeout(() => void revalidate(), ms);
    },
  });
  return Object.defineProperty(res, 'reads', { value: reads, enumerable: true }) as CallState<T>;
}

/** useCall whose data is the call's own answer (a quiet call), as its contract types it (callAnswer.ts). */
export function useCallAnswer<N extends CallName, P extends object = Record<string, unknown>>(
  name: N,
  params: P | null,
  options: Omit<UseCallOptions<P, CallAnswer<N>>, 'read'> = {},
): CallState<CallAnswer<N>> {
  return useCall(name, params, { ...options, read: (p: P) => invoke(name, p, { quiet: true }) });
}
