// SMS through Twilio's REST API (issue 35): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with
// HTTP basic auth (Account SID and auth token, or an API key SID and secret), a form body (To, Body,
// and From or MessagingServiceSid). Success is 201 with the message resource ({sid, status, …});
// a failure is {code, message, more_info, status}: 429 and 5xx are tried again, other codes are final
// (e.g. 21211 invalid To number, 20003 authentication).
import { MESSAGE_TIMEOUT_MS, MessageFailure, retryableStatus, type SmsTransport } from './types';

export interface TwilioConfig {
  accountSid: string;
  /** Basic-auth user: the Account SID, or an API key SID (SK…). */
  username?: string;
  authToken: string;
  /** A Twilio number in E.164, or an alphanumeric sender id; or give messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com, or a contract server in the tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const TWILIO_BASE = 'https://api.twilio.com';

export function twilioSms(cfg: TwilioConfig): SmsTransport {
  const url = `${cfg.baseUrl ?? TWILIO_BASE}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.username ?? cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(to, text) {
      const form = new URLSearchParams({ To: to, Body: text });
      if (cfg.messagingServiceSid) form.set('MessagingServiceSid', cfg.messagingServiceSid);
      else if (cfg.from) form.set('From', cfg.from);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? MESSAGE_TIMEOUT_MS),
        });
      } catch (e) {
        throw new MessageFailure(`Twilio could not be reached (${(e as Error).message})`, true);
      }
      const j = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (!res.ok)
        throw new MessageFailure(
          `Twilio refused the message (${res.status}${j.code ? `, error ${j.code}` : ''}): ${j.message ?? 'no message'}`,
          retryableStatus(res.status),
        );
      return { ref: j.sid ?? '' };
    },
  };
}
