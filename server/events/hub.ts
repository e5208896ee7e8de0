// One listener per process, many streams (issue 28): the hub LISTENs on venue_events once (on its
// first subscriber) and hands each notification to the streams that asked for it. A stream names
// its venue and what it follows: the staff list, some orders, one table session, the configuration.
import type { Db } from '../db/db';
import { EVENT_CHANNEL, parseEvent, type VenueEvent } from './kinds';

export interface Subscription {
  shopId: string;
  staff: boolean;
  config: boolean;
  orders: ReadonlySet<string>;
  session: string | null;
  send(event: VenueEvent): void;
}

export const wants = (s: Subscription, e: VenueEvent): boolean => {
  if (e.shopId !== s.shopId) return false;
  if (e.kind === 'staff') return s.staff;
  if (e.kind === 'config') return s.config;
  if (e.kind === 'order') return e.id !== null && s.orders.has(e.id);
  return e.id !== null && e.id === s.session;
};

export class EventHub {
  private readonly subs = new Set<Subscription>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  /** Notifications received and streams written to, for the tests and the log. */
  readonly counts = { received: 0, delivered: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  get size(): number {
    return this.subs.size;
  }

  /** Starts listening (once); resolves false when this database cannot push (the client keeps polling). */
  async start(): Promise<boolean> {
    this.listening ??= (async () => {
      if (!this.db.listen) return null;
      try {
        return await this.db.listen(EVENT_CHANNEL, (payload) => this.dispatch(payload));
      } catch (e) {
        this.log(`pushed updates: LISTEN failed, clients keep polling: ${e instanceof Error ? e.message : String(e)}`);
        this.listening = null; // the next stream tries again
        return null;
      }
    })();
    return (await this.listening) !== null;
  }

  subscribe(sub: Subscription): () => void {
    this.subs.add(sub);
    return () => this.subs.delete(sub);
  }

  dispatch(payload: string): void {
    const e = parseEvent(payload);
    if (!e) return;
    this.counts.received++;
    for (const s of this.subs) {
      if (!wants(s, e)) continue;
      this.counts.delivered++;
      s.send(e);
    }
  }

  async stop(): Promise<void> {
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    this.subs.clear();
    await unlisten?.().catch(() => undefined);
  }
}
