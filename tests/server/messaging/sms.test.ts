// SMS senders against their contract servers (issue 35): the generic HTTP gateway (template, key,
// escaping, a busy gateway tried again with back-off), Twilio's Messages.json (basic auth, form body,
// its error shape: a bad number is final, a 503 is tried again), configuration from the environment,
// and SMS sign-in in production mode through the gateway, configured by the environment as production is.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingFromEnv } from '../../../server/messaging/config';
import { sendSms, type Messenger } from '../../../server/messaging/send';
import { messageText } from '../../../server/messaging/texts';
import { productionMode } from '../../../server/mode';
import { post, startServer, type TestServer } from '../helpers';
import { GATEWAY_KEY, startHttpGateway, startTwilio, TWILIO_SID, TWILIO_TOKEN, type Contract } from './smsContracts';

let gw: Contract;
let tw: Contract;
const lines: string[] = [];
const waits: number[] = [];
const messenger = (env: Record<string, string>): Messenger => {
  const { problems, ...setup } = messagingFromEnv(env);
  expect(problems).toEqual([]);
  return { ...setup, log: (l) => lines.push(l), sleep: async (ms) => void waits.push(ms) };
};
const gatewayEnv = () => ({
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `${gw.url}/send`,
  SMS_HTTP_AUTH: `Authorization: Bearer ${GATEWAY_KEY}`,
  SMS_HTTP_BODY: '{"recipient":"{{to}}","message":"{{text}}","sender":"Venue"}',
});
const twilioEnv = () => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_FROM: '+61480000000',
  TWILIO_BASE_URL: tw.url,
  SMS_COUNTRY_CODE: '61',
});

beforeAll(async () => {
  gw = await startHttpGateway();
  tw = await startTwilio();
});
afterAll(async () => {
  await gw.close();
  await tw.close();
});

describe('generic HTTP gateway', () => {
  it('sends the body template with the values escaped for JSON and the key header', async () => {
    const text = 'Café "Zoë": code 1234\nline two';
    const r = await sendSms('0400 000 002', text, messenger(gatewayEnv()));
    expect(r).toMatchObject({ sent: true, tries: 1 });
    const got = gw.received.at(-1)!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got.body)).toEqual({ recipient: '0400000002', message: text, sender: 'Venue' });
  });

  it('a busy gateway is tried again with back-off; a wrong key is final', async () => {
    waits.length = 0;
    gw.failNext = 2;
    const r = await sendSms('0400000002', 'hello', messenger(gatewayEnv()));
    expect(r).toMatchObject({ sent: true, tries: 3 });
    expect(waits).toEqual([300, 1200]);
    expect(lines.filter((l) => l.includes('answered 503'))).toHaveLength(2);
    const n = gw.received.length;
    const bad = await sendSms('0400000002', 'hello', messenger({ ...gatewayEnv(), SMS_HTTP_AUTH: 'Authorization: x' }));
    expect(bad).toMatchObject({ sent: false, tries: 1 });
    expect(gw.received.length).toBe(n + 1);
    // Not reachable at all: every try fails, nothing thrown, the reason logged.
    const down = await sendSms('0400000002', 'x', messenger({ ...gatewayEnv(), SMS_HTTP_URL: 'http://127.0.0.1:9/x' }));
    expect(down).toMatchObject({ sent: false, tries: 3 });
    expect(lines.at(-1)).toMatch(/could not be reached/);
  });

  it('form bodies are URL-encoded; bad variables are named', () => {
    expect(messagingFromEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' }).problems[0]).toMatch(/SMS_HTTP_URL/);
    expect(messagingFromEnv({ SMS_PROVIDER: 'carrier-pigeon' }).problems[0]).toMatch(/SMS_PROVIDER/);
    expect(messagingFromEnv({ SMS_PROVIDER: 'twilio' }).problems[0]).toMatch(/TWILIO_ACCOUNT_SID/);
    expect(messagingFromEnv({}).sms).toBeNull();
  });
});

describe('Twilio', () => {
  it('posts To, From and Body as a form with basic auth and keeps the message sid', async () => {
    const r = await sendSms('0400000002', 'Your code is 1234', messenger(twilioEnv()));
    expect(r.sent).toBe(true);
    expect((r as { ref: string }).ref).toMatch(/^SM[0-9a-f]{32}$/);
    const f = new URLSearchParams(tw.received.at(-1)!.body);
    expect(Object.fromEntries(f)).toEqual({ To: '+61400000002', Body: 'Your code is 1234', From: '+61480000000' });
  });

  it("reads Twilio's error shape: an invalid number (21211) and bad credentials are final, a 503 is tried again", async () => {
    const m = messenger({ ...twilioEnv(), SMS_COUNTRY_CODE: '' });
    const n = tw.received.length;
    const bad = await sendSms('12', 'x', m);
    expect(bad).toMatchObject({ sent: false, tries: 1 });
    expect((bad as { reason: string }).reason).toMatch(/error 21211/);
    expect(tw.received.length).toBe(n + 1);
    const auth = await sendSms('+61400000002', 'x', messenger({ ...twilioEnv(), TWILIO_AUTH_TOKEN: 'wrong' }));
    expect((auth as { reason: string }).reason).toMatch(/401, error 20003/);
    tw.failNext = 1;
    expect(await sendSms('+61400000002', 'x', m)).toMatchObject({ sent: true, tries: 2 });
  });
});

describe('SMS sign-in in production mode', () => {
  let p: TestServer;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    // Configured as production is: the environment only (no gateway handed to the app).
    for (const [k, v] of Object.entries(gatewayEnv())) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
    p = await startServer({ mode: productionMode(secrets), sms: undefined });
  }, 240_000);
  afterAll(async () => {
    await p.close();
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });

  it('the code goes through the gateway in the customer language, with the venue name cleaned, and signs in', async () => {
    const before = gw.received.length;
    const r = await post(p, '/account/getUserIdentifyCode', {
      mobile: '0400000002',
      shop: 'demo-cafe',
      lang: 'zh-hans',
    });
    expect(r.body.result.rtn).toBe(1);
    const sent = JSON.parse(gw.received.at(-1)!.body) as { recipient: string; message: string };
    expect(gw.received.length).toBe(before + 1);
    expect(sent.recipient).toBe('0400000002');
    expect(sent.message).toMatch(/验证码是 \d{4}/);
    const code = /(\d{4})/.exec(sent.message)![1];
    expect(sent.message).toBe(messageText('zh-hans', 'smsCode', { venue: sent.message.split('：')[0], code }));
    expect((await p.db.query('SELECT 1 FROM sms_outbox')).length).toBe(0);
    const login = await post(p, '/account/loginbysms', { mobile: '0400000002', code });
    expect(login.body.result.rtn).toBe(1);
  });

  it('a gateway that keeps failing: a clear refusal, no code lost silently', async () => {
    gw.failNext = 3;
    const r = await post(p, '/account/getUserIdentifyCode', { mobile: '0400000003', shop: 'demo-cafe' });
    expect(r.body.result).toMatchObject({ rtn: -821015, dispMsg: expect.stringMatching(/could not send the code/) });
  });

  it('cleans and bounds the venue name', () => {
    const t = messageText('en-gb', 'smsCode', {
      venue: 'Visit http://evil.example now!!! ' + 'x'.repeat(80),
      code: '1234',
    });
    expect(t).not.toMatch(/http|evil\.example|!/);
    expect(t.split(':')[0].length).toBeLessThanOrEqual(30);
  });
});
