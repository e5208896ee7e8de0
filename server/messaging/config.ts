// Messaging configuration from the environment (issue 35; README "Production", docs/messaging.md).
// SMS_PROVIDER picks the SMS transport (http or twilio); SMTP_URL and SMTP_FROM turn e-mail on.
// Unset: no SMS and no e-mail in production (demo mode keeps the development outbox).
import { httpGateway, parseHeader, type HttpGatewayConfig } from './httpGateway';
import { DEFAULT_RETRY, type RetryPolicy } from './retry';
import { smtpEmail } from './smtp';
import { twilioSms } from './twilio';
import type { EmailTransport, SmsTransport } from './types';

export const SMS_PROVIDERS = ['http', 'twilio'] as const;
export const DEFAULT_SMS_BODY = '{"to":"{{to}}","text":"{{text}}"}';

export interface MessagingSetup {
  sms: SmsTransport | null;
  email: EmailTransport | null;
  retry: RetryPolicy;
  /** Country calling code put before local numbers (0400 000 002 → +61400000002 with 61). */
  countryCode?: string;
  /** What is wrong with the variables given (each line names the variable). */
  problems: string[];
}

type Env = Record<string, string | undefined>;

function smsFrom(env: Env, problems: string[]): SmsTransport | null {
  const kind = env.SMS_PROVIDER?.trim().toLowerCase();
  if (!kind) return null;
  if (kind === 'http') {
    const url = env.SMS_HTTP_URL?.trim();
    if (!url || !/^https?:\/\//.test(url)) {
      problems.push('SMS_HTTP_URL must be the gateway address (http:// or https://).');
      return null;
    }
    const method = (env.SMS_HTTP_METHOD?.trim().toUpperCase() || 'POST') as HttpGatewayConfig['method'];
    if (!['POST', 'PUT', 'GET'].includes(method)) {
      problems.push('SMS_HTTP_METHOD must be POST, PUT or GET.');
      return null;
    }
    if (env.SMS_HTTP_AUTH && !parseHeader(env.SMS_HTTP_AUTH))
      problems.push('SMS_HTTP_AUTH must read "Header-Name: value", e.g. "Authorization: Bearer abc".');
    return httpGateway({
      url,
      method,
      bodyTemplate: env.SMS_HTTP_BODY || DEFAULT_SMS_BODY,
      contentType: env.SMS_HTTP_CONTENT_TYPE || 'application/json',
      authHeader: env.SMS_HTTP_AUTH,
    });
  }
  if (kind === 'twilio') {
    const sid = env.TWILIO_ACCOUNT_SID?.trim();
    const token = env.TWILIO_AUTH_TOKEN?.trim();
    const from = env.TWILIO_FROM?.trim();
    const service = env.TWILIO_MESSAGING_SERVICE_SID?.trim();
    if (!sid || !token || (!from && !service)) {
      problems.push(
        'Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID).',
      );
      return null;
    }
    return twilioSms({
      accountSid: sid,
      username: env.TWILIO_API_KEY_SID?.trim() || undefined,
      authToken: token,
      from,
      messagingServiceSid: service,
      baseUrl: env.TWILIO_BASE_URL?.trim() || undefined,
    });
  }
  problems.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (it is "${kind}").`);
  return null;
}

function emailFrom(env: Env, problems: string[]): EmailTransport | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const from = env.SMTP_FROM?.trim();
  if (!/^smtps?:\/\//.test(url) || !from) {
    problems.push('E-mail needs SMTP_URL (smtp:// or smtps://) and SMTP_FROM (e.g. "Venue <no-reply@example.com>").');
    return null;
  }
  return smtpEmail({ url, from, ignoreTls: env.SMTP_IGNORE_TLS === '1' });
}

export function messagingFromEnv(env: Env = process.env): MessagingSetup {
  const problems: string[] = [];
  const attempts = Number(env.MESSAGING_ATTEMPTS);
  if (env.SMS_COUNTRY_CODE && !/^[1-9]\d{0,3}$/.test(env.SMS_COUNTRY_CODE))
    problems.push('SMS_COUNTRY_CODE must be the country calling code in digits, e.g. 61.');
  return {
    sms: smsFrom(env, problems),
    email: emailFrom(env, problems),
    retry:
      Number.isInteger(attempts) && attempts >= 1 && attempts <= 10 ? { ...DEFAULT_RETRY, attempts } : DEFAULT_RETRY,
    countryCode: /^[1-9]\d{0,3}$/.test(env.SMS_COUNTRY_CODE ?? '') ? env.SMS_COUNTRY_CODE : undefined,
    problems,
  };
}
