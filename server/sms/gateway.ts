// SMS delivery is an interface; the default is a development outbox (table sms_outbox, a log line
// and the page GET /dev/outbox) instead of a real gateway.
import type { Db } from '../db/db';

export interface SmsGateway {
  send(db: Db, mobile: string, text: string, now: number): Promise<void>;
}

export function outboxGateway(log: (line: string) => void = (l) => console.log(l)): SmsGateway {
  return {
    async send(db, mobile, text, now) {
      await db.query('INSERT INTO sms_outbox (mobile, body, created_at) VALUES ($1, $2, $3)', [mobile, text, now]);
      log(`[sms outbox] to ${mobile}: ${text}`);
    },
  };
}
