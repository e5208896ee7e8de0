// The screens' hook for pushed updates (issue 28): follows a live stream while mounted, calls
// onChange (usually the swr read's mutate, so the screen reads again through its usual call) and
// says whether the stream is healthy, so the screen can slow its polling and keep it as the fallback.
import { useEffect, useRef, useState } from 'react';
import type { LiveEvent, LiveTopics } from '../../api/events';
import { openLiveStream } from './liveStream';

/** How much slower a screen polls while its stream is live (a missed event is still caught). */
export const LIVE_SLOW_FACTOR = 15;

/** The poll interval for a screen that polls every `ms` without a stream. */
export const livePollMs = (ms: number, live: boolean): number => (ms > 0 && live ? ms * LIVE_SLOW_FACTOR : ms);

/**
 * Follows `topics` (null: nothing; `key` names them, the stream reopens when it changes). `ticket`,
 * when given, is asked before each open for the staff list's ticket. Returns true while the stream is live.
 */
export function useLiveUpdates(
  key: string | null,
  topics: () => Promise<LiveTopics | null>,
  onChange: (e: LiveEvent) => void,
): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef({ topics, onChange });
  latest.current = { topics, onChange };
  useEffect(() => {
    if (!key) return;
    const close = openLiveStream(() => latest.current.topics(), {
      onChange: (e) => latest.current.onChange(e),
      onHealth: (h) => setLive(h === 'live'),
    });
    return () => {
      close();
      setLive(false);
    };
  }, [key]);
  return live;
}
