// E-mail through SMTP with nodemailer (issue 35): SMTP_URL (smtp://user:pass@host:587 with STARTTLS,
// smtps://…:465 with TLS) and the From address. Connection and temporary (4xx) failures are tried
// again; a 5xx answer (mailbox unknown, refused) is final.
import nodemailer from 'nodemailer';
import { MESSAGE_TIMEOUT_MS, MessageFailure, type EmailTransport } from './types';

export interface SmtpConfig {
  url: string;
  from: string;
  /** Tests on loopback: no STARTTLS. */
  ignoreTls?: boolean;
  timeoutMs?: number;
}

export function smtpEmail(cfg: SmtpConfig): EmailTransport {
  const t = cfg.timeoutMs ?? MESSAGE_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: cfg.url,
    connectionTimeout: t,
    greetingTimeout: t,
    socketTimeout: t,
    ...(cfg.ignoreTls ? { ignoreTLS: true } : {}),
  });
  return {
    kind: 'smtp',
    async send(email) {
      try {
        const info = await transport.sendMail({ from: cfg.from, ...email });
        return { ref: String(info.messageId ?? '') };
      } catch (e) {
        const err = e as { responseCode?: number; message?: string };
        const code = err.responseCode ?? 0;
        throw new MessageFailure(`the mail server refused or failed: ${err.message ?? 'no answer'}`, !(code >= 500));
      }
    },
    close: () => transport.close(),
  };
}
