// SMS through a generic HTTP gateway (issue 35): the operator gives the URL, the method, a body
// template with {{to}} and {{text}} and the header that carries the key; the values are escaped for
// the body's content type (JSON string, form or query encoding). A 2xx answer is sent; 408, 429 and
// 5xx are tried again; any other answer is final.
import { MESSAGE_TIMEOUT_MS, MessageFailure, retryableStatus, type SmsTransport } from './types';

export interface HttpGatewayConfig {
  url: string;
  method: 'POST' | 'PUT' | 'GET';
  /** e.g. {"to":"{{to}}","message":"{{text}}"}; unused with GET (put the placeholders in the URL). */
  bodyTemplate: string;
  contentType: string;
  /** "Header-Name: value", e.g. "Authorization: Bearer abc". */
  authHeader?: string;
  timeoutMs?: number;
}

type Escape = (v: string) => string;
const escapeFor = (contentType: string): Escape =>
  /json/i.test(contentType)
    ? (v) => JSON.stringify(v).slice(1, -1)
    : /x-www-form-urlencoded/i.test(contentType)
      ? encodeURIComponent
      : (v) => v;

export const fillTemplate = (template: string, values: Record<string, string>, escape: Escape): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? escape(values[k]) : m));

export function parseHeader(line: string | undefined): [string, string] | null {
  const m = /^\s*([A-Za-z0-9-]+)\s*:\s*(.+?)\s*$/.exec(line ?? '');
  return m ? [m[1], m[2]] : null;
}

export function httpGateway(cfg: HttpGatewayConfig): SmsTransport {
  return {
    kind: 'http',
    async send(to, text) {
      const values = { to, text };
      const url = fillTemplate(cfg.url, values, encodeURIComponent);
      const headers: Record<string, string> = {};
      const auth = parseHeader(cfg.authHeader);
      if (auth) headers[auth[0]] = auth[1];
      let body: string | undefined;
      if (cfg.method !== 'GET') {
        headers['content-type'] = cfg.contentType;
        body = fillTemplate(cfg.bodyTemplate, values, escapeFor(cfg.contentType));
      }
      let res: Response;
      try {
        res = await fetch(url, {
          method: cfg.method,
          headers,
          body,
          signal: AbortSignal.timeout(cfg.timeoutMs ?? MESSAGE_TIMEOUT_MS),
        });
      } catch (e) {
        throw new MessageFailure(`the SMS gateway could not be reached (${(e as Error).message})`, true);
      }
      const answer = await res.text().catch(() => '');
      if (!res.ok)
        throw new MessageFailure(
          `the SMS gateway answered ${res.status}: ${answer.slice(0, 200)}`,
          retryableStatus(res.status),
        );
      let ref = res.headers.get('x-message-id') ?? '';
      try {
        const j = JSON.parse(answer) as Record<string, unknown>;
        ref ||= String(j.id ?? j.messageId ?? j.message_id ?? j.sid ?? '');
      } catch {
        // Not JSON: the status alone says it was accepted.
      }
      return { ref };
    },
  };
}
