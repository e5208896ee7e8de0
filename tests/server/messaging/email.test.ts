// E-mail through SMTP (issue 35) against a real SMTP server on loopback (smtp-server): an invitation
// arrives in the customer's language, a refused mailbox is final, a server that is down is tried
// again with back-off, and nothing throws to the caller.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingFromEnv } from '../../../server/messaging/config';
import { sendEmail, type Messenger } from '../../../server/messaging/send';
import { invitationEmail } from '../../../server/messaging/texts';

interface Got {
  from: string;
  to: string[];
  data: string;
}
const got: Got[] = [];
let server: SMTPServer;
let port = 0;
const lines: string[] = [];
const waits: number[] = [];

const messenger = (url: string): Messenger => {
  const { problems, ...setup } = messagingFromEnv({
    SMTP_URL: url,
    SMTP_FROM: 'Venue <no-reply@venue.test>',
    SMTP_IGNORE_TLS: '1',
  });
  expect(problems).toEqual([]);
  return { ...setup, log: (l) => lines.push(l), sleep: async (ms) => void waits.push(ms) };
};

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _s, cb) {
      if (address.address.startsWith('nobody@')) {
        const e = new Error('Mailbox unavailable') as Error & { responseCode: number };
        e.responseCode = 550;
        return cb(e);
      }
      cb();
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        got.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('SMTP', () => {
  it('an invitation e-mail arrives at the SMTP server, in the chosen language', async () => {
    const mail = invitationEmail('zh-hans', {
      to: 'new.admin@venue.test',
      venue: 'Harbour Café\u0007 <b>',
      link: 'https://venue.test/setup/invite/abc',
      days: 7,
    });
    const r = await sendEmail(mail, messenger(`smtp://127.0.0.1:${port}`));
    expect(r).toMatchObject({ sent: true, tries: 1 });
    const m = got.at(-1)!;
    expect(m.to).toEqual(['new.admin@venue.test']);
    expect(m.from).toBe('no-reply@venue.test');
    expect(mail.subject).toBe('邀请您管理 Harbour Café b'); // the bell and the angle brackets are gone
    expect(mail.text).toContain('https://venue.test/setup/invite/abc');
    expect(mail.text).toContain('7 天后失效');
    expect(m.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('a refused mailbox is final; a server that is down is tried again with back-off; nothing throws', async () => {
    const n = got.length;
    const refused = await sendEmail(
      invitationEmail('en-gb', { to: 'nobody@venue.test', venue: 'X', link: 'https://x.test', days: 7 }),
      messenger(`smtp://127.0.0.1:${port}`),
    );
    expect(refused).toMatchObject({ sent: false, tries: 1 });
    expect(got.length).toBe(n);
    waits.length = 0;
    const down = await sendEmail({ to: 'a@b.test', subject: 's', text: 't' }, messenger('smtp://127.0.0.1:9'));
    expect(down).toMatchObject({ sent: false, tries: 3 });
    expect(waits).toEqual([300, 1200]);
    expect(lines.filter((l) => l.includes('e-mail to …@b.test'))).toHaveLength(3);
  });

  it('without SMTP_URL nothing is sent and the caller is told why', async () => {
    const { problems, ...setup } = messagingFromEnv({});
    expect(problems).toEqual([]);
    expect(await sendEmail({ to: 'a@b.test', subject: 's', text: 't' }, { ...setup, log: () => undefined })).toEqual({
      sent: false,
      reason: 'No e-mail server is set up (SMTP_URL, SMTP_FROM).',
      tries: 0,
    });
  });
});
