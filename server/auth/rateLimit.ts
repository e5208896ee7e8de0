// A fixed-window limiter kept in memory (per process): enough for one reference server.
export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit in the current window. */
  hit(key: string, now: number): boolean;
  reset(key: string): void;
}

export function rateLimiter(limit: number, windowMs: number): RateLimiter {
  const hits = new Map<string, { start: number; n: number }>();
  return {
    hit(key, now) {
      if (hits.size > 50_000) for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
      const h = hits.get(key);
      if (!h || now - h.start >= windowMs) {
        hits.set(key, { start: now, n: 1 });
        return true;
      }
      h.n++;
      return h.n <= limit;
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
