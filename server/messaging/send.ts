// Sending (issue 35): one messenger per process, built from the environment, delivering SMS and
// e-mail with retries and back-off and logging every failure. `sendEmail` is the call the back
// office's invitations make; `messagingSmsGateway` is the SMS gateway of production sign-in.
import type { SmsGateway } from '../sms/gateway';
import { messagingFromEnv, type MessagingSetup } from './config';
import { withRetry } from './retry';
import type { Email } from './types';

export interface Messenger extends Omit<MessagingSetup, 'problems'> {
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export type Sent = { sent: true; ref: string; tries: number } | { sent: false; reason: string; tries: number };

let fromEnv: Messenger | null = null;
/** The process's messenger, from process.env on first use (its problems logged once). */
export function defaultMessenger(): Messenger {
  if (!fromEnv) {
    const { problems, ...setup } = messagingFromEnv(process.env);
    const log = (line: string) => console.warn(line);
    for (const p of problems) log(`[messaging] ${p}`);
    fromEnv = { ...setup, log };
  }
  return fromEnv;
}

/** Masks all but the last three digits of a number or the domain of an address, for the log. */
export const maskAddress = (to: string): string =>
  to.includes('@') ? `…@${to.split('@').pop()}` : `…${to.replace(/\D/g, '').slice(-3)}`;

/** A local number in international form with the configured country code (E.164, as Twilio needs). */
export function internationalNumber(mobile: string, countryCode?: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  if (digits.startsWith('+') || !countryCode) return digits;
  return `+${countryCode}${digits.replace(/^0+/, '')}`;
}

export async function sendSms(mobile: string, text: string, m: Messenger = defaultMessenger()): Promise<Sent> {
  const sms = m.sms;
  const to = internationalNumber(mobile, m.countryCode);
  if (!sms) return { sent: false, reason: 'No SMS provider is set up (SMS_PROVIDER).', tries: 0 };
  const r = await withRetry(
    `SMS to ${maskAddress(to)} by ${sms.kind}`,
    () => sms.send(to, text),
    m.log,
    m.retry,
    m.sleep,
  );
  return r.ok ? { sent: true, ref: r.value.ref, tries: r.tries } : { sent: false, reason: r.reason, tries: r.tries };
}

/** Sends an e-mail through SMTP; never throws: { sent: false, reason } when it could not be delivered. */
export async function sendEmail(email: Email, m: Messenger = defaultMessenger()): Promise<Sent> {
  const mail = m.email;
  if (!mail) return { sent: false, reason: 'No e-mail server is set up (SMTP_URL, SMTP_FROM).', tries: 0 };
  const r = await withRetry(`e-mail to ${maskAddress(email.to)}`, () => mail.send(email), m.log, m.retry, m.sleep);
  return r.ok ? { sent: true, ref: r.value.ref, tries: r.tries } : { sent: false, reason: r.reason, tries: r.tries };
}

/** Thrown by the production SMS gateway when the text could not be delivered after its retries. */
export class SmsNotSent extends Error {}

/** The SMS gateway of production: the configured transport, with retries; throws SmsNotSent. */
export function messagingSmsGateway(m: Messenger = defaultMessenger()): SmsGateway {
  return {
    async send(_db, mobile, text) {
      const r = await sendSms(mobile, text, m);
      if (!r.sent) throw new SmsNotSent(r.reason);
    },
  };
}

/**
 * The e-mail sender of production invitations (server/venues/inviteEmail.ts's EmailSender): the
 * configured SMTP transport with retries, or null when none is set up (the invitation then says the
 * link must be passed on by hand). Throws when the message could not be delivered.
 */
export function messagingEmailSender(
  m: Messenger = defaultMessenger(),
): { send(to: string, subject: string, text: string): Promise<void> } | null {
  if (!m.email) return null;
  return {
    async send(to, subject, text) {
      const r = await sendEmail({ to, subject, text }, m);
      if (!r.sent) throw new Error(r.reason);
    },
  };
}
