// SMS sign-in in PRODUCTION mode through Twilio (issue 35): the server is built as production builds
// it (no SMS gateway given: messagingSmsGateway() from SMS_PROVIDER=twilio and the TWILIO_* variables
// in the environment, server/messaging/config.ts), the sign-in code is sent with Twilio's documented
// Messages API (form body To/From/Body, basic auth AccountSid:AuthToken) to the Twilio contract server
// on loopback (TWILIO_BASE_URL), read from what the contract received, and used to sign in.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../server/messaging/texts';
import { productionMode } from '../../../server/mode';
import { post, startServer, type TestServer } from '../helpers';
import { startTwilio, TWILIO_SID, TWILIO_TOKEN, type Contract } from './smsContracts';

const ENV = [
  'SMS_PROVIDER',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_BASE_URL',
  'SMS_COUNTRY_CODE',
] as const;
const saved = ENV.map((k) => process.env[k]);
const FROM = '+61480000000';
let tw: Contract;
let p: TestServer;
const warned: string[] = [];

beforeAll(async () => {
  tw = await startTwilio();
  Object.assign(process.env, {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_BASE_URL: tw.url,
    SMS_COUNTRY_CODE: '61',
  });
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warned.push(String(line)));
  const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
  // `sms: undefined`: the test helper's recording gateway is not used; the app builds production's own.
  p = await startServer({ mode: productionMode(secrets), sms: undefined });
}, 240_000);
afterAll(async () => {
  await p?.close();
  await tw.close();
  vi.restoreAllMocks();
  ENV.forEach((k, i) => (saved[i] === undefined ? delete process.env[k] : (process.env[k] = saved[i])));
});

/** Asks for a sign-in code and answers the one Twilio's Messages API was given, checking the request. */
async function codeThroughTwilio(mobile: string, lang: 'en-gb' | 'zh-hans') {
  const before = tw.received.length;
  const r = await post(p, '/account/getUserIdentifyCode', { mobile, shop: 'demo-cafe', lang });
  expect(r.body.result.rtn).toBe(1);
  const got = tw.received.at(-1)!;
  expect(tw.received.length).toBeGreaterThan(before);
  expect(got.method).toBe('POST');
  expect(got.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
  expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded');
  const [user, pass] = Buffer.from(String(got.headers.authorization).replace(/^Basic /, ''), 'base64')
    .toString()
    .split(':');
  expect({ user, pass }).toEqual({ user: TWILIO_SID, pass: TWILIO_TOKEN });
  const form = Object.fromEntries(new URLSearchParams(got.body));
  expect(Object.keys(form).sort()).toEqual(['Body', 'From', 'To']);
  expect(form.From).toBe(FROM);
  // The local number in E.164 with the configured country code, as Twilio needs it.
  expect(form.To).toBe(`+61${mobile.slice(1)}`);
  const code = /(\d{4})/.exec(form.Body)![1];
  return { code, body: form.Body, tries: tw.received.length - before };
}

describe('SMS sign-in in production mode through Twilio', () => {
  it("sends the code with Twilio's Messages API in the customer's language, and the code signs in", async () => {
    const { code, body, tries } = await codeThroughTwilio('0400000002', 'en-gb');
    expect(tries).toBe(1);
    const venue = body.split(':')[0];
    expect(body).toBe(messageText('en-gb', 'smsCode', { venue, code }));
    // Production sends: nothing is left in the demo's outbox.
    expect((await p.db.query('SELECT 1 FROM sms_outbox')).length).toBe(0);
    const wrong = await post(p, '/account/loginbysms', {
      mobile: '0400000002',
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.body.result.rtn).not.toBe(1);
    const login = await post(p, '/account/loginbysms', { mobile: '0400000002', code });
    expect(login.body.result.rtn).toBe(1);
  });

  it('Twilio busy (503) twice: logged, tried again with back-off, the third try delivers and the code signs in', async () => {
    warned.length = 0;
    tw.failNext = 2;
    const { code, body, tries } = await codeThroughTwilio('0400000001', 'zh-hans');
    expect(tries).toBe(3);
    expect(body).toMatch(/验证码是 \d{4}/);
    const failures = warned.filter((l) => l.includes('by twilio') && l.includes('503'));
    expect(failures).toHaveLength(2);
    // The number is masked in the log.
    expect(failures.join('\n')).not.toContain('400000001');
    const login = await post(p, '/account/loginbysms', { mobile: '0400000001', code });
    expect(login.body.result.rtn).toBe(1);
  });

  it('Twilio down on every try: a clear refusal in words, no code lost silently', async () => {
    tw.failNext = 3;
    const r = await post(p, '/account/getUserIdentifyCode', { mobile: '0400000004', shop: 'demo-cafe' });
    expect(r.body.result).toMatchObject({ rtn: -821015, dispMsg: expect.stringMatching(/could not send the code/) });
  });
});
