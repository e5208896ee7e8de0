// The verification code's countdown (spec 5: 120 s before a new code): a hook of its own, so the
// sign-in and sign-up forms load it without the data layer (swr) of the other account hooks.
import { useEffect, useState } from 'react';

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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts only for a new deadline; `now` and `left` are new functions each render
  }, [until]);
  return seconds;
}
