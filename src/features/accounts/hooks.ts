// React side of the accounts feature: the code countdown, the member card on demand, who is signed in.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { card } from '../../state/card';
import { user } from '../../state/stores';
import { ensureMemberCard } from './store';

/** Whole seconds left until `until` (ms since epoch), ticking every second; 0 when passed. */
export function useCountdown(until: number, now: () => number = Date.now): number {
  const left = () => Math.max(0, Math.ceil((until - now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= now()) return;
    const id = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

export type CardLoad = 'loading' | 'loaded' | 'none';

/** The member card (spec 3), loaded when the screen first needs it; `retry` loads it again. */
export function useMemberCard(): { card: ReturnType<typeof useSnapshot<typeof card>>; state: CardLoad; retry: () => void } {
  const snap = useSnapshot(card);
  const { userId } = useSnapshot(user);
  const [state, setState] = useState<CardLoad>(card.status === 1 ? 'loaded' : 'loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (!userId) {
      setState('none');
      return;
    }
    if (card.status !== 1) setState('loading');
    void ensureMemberCard(attempt > 0).then((ok) => {
      if (live) setState(ok ? 'loaded' : 'none');
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]);
  return { card: snap, state: snap.status === 1 ? 'loaded' : state, retry: () => setAttempt((n) => n + 1) };
}

/** The signed-in user's name, mobile and details (empty when signed out). */
export function useAccount() {
  return useSnapshot(user);
}
