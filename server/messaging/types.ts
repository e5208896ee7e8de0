// The messaging sender interface (issue 35): one SMS transport (a generic HTTP gateway or Twilio) and
// one e-mail transport (SMTP), chosen by the environment; failures are either worth another try
// (the provider was busy, timed out or could not be reached) or final (a bad number, bad credentials).

export interface SmsTransport {
  readonly kind: 'http' | 'twilio';
  /** Sends one text; resolves with the provider's id of the message, throws MessageFailure. */
  send(to: string, text: string): Promise<{ ref: string }>;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailTransport {
  readonly kind: 'smtp';
  send(email: Email): Promise<{ ref: string }>;
  close?(): void;
}

/** A failed delivery: `retry` says whether another try may succeed. */
export class MessageFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'MessageFailure';
  }
}

/** HTTP answers worth another try: the provider was busy or failed on its side. */
export const retryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** Longest wait for one provider call. */
export const MESSAGE_TIMEOUT_MS = 8_000;
