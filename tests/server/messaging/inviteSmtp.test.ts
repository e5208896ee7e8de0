// An invited administrator's e-mail in PRODUCTION mode (issue 35): the server is built as production
// builds it (no e-mail sender given: messagingEmailSender() from SMTP_URL in the environment), the
// platform administrator creates a venue and invites its administrator by e-mail, and the invitation
// arrives at a real SMTP server on loopback (smtp-server), with the link that sets the password.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { productionMode } from '../../../server/mode';
import { login, post, startServer, type TestServer } from '../helpers';

const got: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let s: TestServer;
const PASSWORD = `Inv!${randomBytes(6).toString('hex')}`;
const ENV = ['SMTP_URL', 'SMTP_FROM', 'SMTP_IGNORE_TLS'] as const;
const saved = ENV.map((k) => process.env[k]);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        got.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SMTP_FROM: 'Venues <no-reply@venue.test>',
    SMTP_IGNORE_TLS: '1',
  });
  const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
  s = await startServer({ mode: productionMode(secrets) });
  // Production refuses the demo passwords: the platform administrator has a real one.
  await s.db.query('UPDATE users SET password_hash = $1 WHERE login_name = $2', [
    await hashPassword(PASSWORD),
    'admin@example.com',
  ]);
}, 240_000);
afterAll(async () => {
  await s?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  ENV.forEach((k, i) => (saved[i] === undefined ? delete process.env[k] : (process.env[k] = saved[i])));
});

describe('an invitation e-mail in production mode', () => {
  it('arrives at the SMTP server with the link, and the console is told it was sent', async () => {
    const { token } = await login(s, { userName: 'admin@example.com', password: PASSWORD }, { shop: 'demo-cafe' });
    const created = await post(
      s,
      '/pro/platform/venue/create',
      {
        nameEn: 'Harbour Cafe',
        nameZh: '海港咖啡',
        shopId: 'harbour-cafe',
        template: 'cafe',
        currency: 'AUD',
        timeZone: 'Australia/Brisbane',
      },
      { token },
    );
    expect(created.body.success).toBe(true);
    const r = await post(
      s,
      '/pro/platform/admin/invite',
      { shop: 'harbour-cafe', email: 'new.admin@venue.test' },
      { token },
    );
    expect(r.body.success).toBe(true);
    expect(r.body.result.email).toBe('sent');
    const link = String(r.body.result.link);
    expect(got).toHaveLength(1);
    expect(got[0].to).toEqual(['new.admin@venue.test']);
    // Quoted-printable folds long lines ("=" at the end of a line): unfold before looking for the link.
    const body = got[0].data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(link);
    expect(body).toMatch(/^From: .*no-reply@venue\.test/m);
    // The link opens the page that sets the password.
    const page = await s.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
  });
});
