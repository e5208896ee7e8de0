// Venues from templates and their administrators by invitation (issue 31): the platform administrator
// creates a venue (configuration version 1, audited) and invites its administrator; the link opens
// the /invite page, which sets a strong password; the new administrator manages that venue only.
// Each refusal is its own test. Runs on a real Postgres too (scripts/pg-cluster.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMenu } from '../../src/domain/menu';
import { VENUE_TEMPLATES } from '../../server/venues/templates';
import { newVenueProblem } from '../../server/venues/createVenue';
import { sendInviteEmail } from '../../server/venues/inviteEmail';
import { login, post, startServer, type TestServer } from './helpers';

const PLATFORM = { userName: 'admin@example.com', password: 'Admin1234!' };
const NEW = {
  nameEn: 'Bay Cafe',
  nameZh: '海湾咖啡',
  shopId: 'bay-cafe',
  template: 'cafe',
  currency: 'AUD',
  timeZone: 'Australia/Brisbane',
};
const STRONG = 'Bay!Cafe2026x';

let s: TestServer;
let platform: string;
beforeAll(async () => {
  s = await startServer();
  platform = (await login(s, PLATFORM)).token;
}, 240_000);
afterAll(async () => s.close());

const call = (url: string, payload: unknown, token?: string) => post(s, url, payload, { token });
const form = (fields: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: '/invite',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('templates', () => {
  it.each(VENUE_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: its example menu passes the menu editor check',
    (_id, t) => {
      expect(checkMenu(t.menu)).toEqual([]);
      expect(t.name['en-gb'] && t.name['zh-hans']).toBeTruthy();
    },
  );
  it('are offered to the platform administrator', async () => {
    const r = await call('/pro/platform/venue/templates', {}, platform);
    expect(r.body.result.templates.map((t: { id: string }) => t.id)).toEqual(VENUE_TEMPLATES.map((t) => t.id));
  });
  it.each([
    [{ shopId: 'Bay Cafe' }, 'shopId'],
    [{ shopId: 'ab' }, 'shopId'],
    [{ shopId: '-bay' }, 'shopId'],
    [{ shopId: 'api' }, 'shopId'],
    [{ nameEn: ' ' }, 'name'],
    [{ nameZh: 'a\nb' }, 'name'],
    [{ template: 'zoo' }, 'template'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('a venue with %j is refused (%s)', (change, problem) =>
    expect(newVenueProblem({ ...NEW, ...change })?.problem).toBe(problem),
  );
});

describe('creating a venue', () => {
  it('makes the venue from the template at version 1, audited, with its example menu', async () => {
    const r = await call('/pro/platform/venue/create', NEW, platform);
    expect(r.body.success).toBe(true);
    const v = await s.db.query<{ family: string; settings: Record<string, unknown>; hours: { tz: string } }>(
      'SELECT family, settings, hours FROM venues WHERE shop_id = $1',
      ['bay-cafe'],
    );
    expect(v[0].family).toBe('shop');
    expect(v[0].settings.spotType).toBe(2);
    expect(v[0].settings.currency).toBe('AUD');
    expect(v[0].hours.tz).toBe('Australia/Brisbane');
    const versions = await s.db.query<{ version: number; kind: string }>(
      'SELECT version, kind FROM config_versions WHERE shop_id = $1',
      ['bay-cafe'],
    );
    expect(versions).toEqual([{ version: 1, kind: 'initial' }]);
    const audit = await s.db.query<{ action: string }>('SELECT action FROM config_audit WHERE shop_id = $1', [
      'bay-cafe',
    ]);
    expect(audit.map((a) => a.action)).toEqual(['venueCreated']);
    const plus = await s.db.query('SELECT plu_id FROM plus WHERE shop_id = $1', ['bay-cafe']);
    expect(plus.length).toBe(3);
    // The customers' catalogue answers for it at once.
    const cat = await s.app.inject({ method: 'GET', url: '/api/spot/config?shop=bay-cafe' });
    expect(cat.statusCode).toBeLessThan(500);
  });
  it('refuses a web address id already used, writing nothing', async () => {
    const r = await call('/pro/platform/venue/create', { ...NEW, nameEn: 'Other' }, platform);
    expect(r.body.result.problem).toBe('taken');
    expect((await s.db.query("SELECT 1 FROM venues WHERE settings->>'shopName' = 'Other'")).length).toBe(0);
  });
  it('refuses a customer and anonymous callers', async () => {
    const alice = (await login(s)).token;
    expect((await call('/pro/platform/venue/create', { ...NEW, shopId: 'alice-cafe' }, alice)).status).toBe(403);
    expect((await call('/pro/platform/venue/create', { ...NEW, shopId: 'anon-cafe' })).body.result).toBe(
      'api.not.logged',
    );
  });
});

describe('inviting a venue administrator', () => {
  let link = '';
  let venueAdmin = '';
  it('gives the link once, texts it to the mobile, and the invitee sets a strong password', async () => {
    const r = await call('/pro/platform/admin/invite', { shop: 'bay-cafe', mobile: '0411 222 333' }, platform);
    expect(r.body.success).toBe(true);
    link = r.body.result.link;
    expect(r.body.result.sms).toBe('sent');
    expect(s.sms.at(-1)).toMatchObject({ mobile: '0411222333' });
    expect(s.sms.at(-1)!.text).toContain(link);
    const stored = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM admin_invitations');
    expect(stored.every((x) => !link.includes(x.token_hash))).toBe(true);
    const page = await s.app.inject({ method: 'GET', url: `/invite?token=${tokenOf(link)}&lang=zh-hans` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('海湾咖啡');
    const weak = await form({ token: tokenOf(link), password: 'password1', confirm: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('aria-invalid="true"');
    const mismatch = await form({ token: tokenOf(link), password: STRONG, confirm: `${STRONG}x` });
    expect(mismatch.statusCode).toBe(400);
    const done = await form({ token: tokenOf(link), password: STRONG, confirm: STRONG });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('/merchant/bay-cafe/login');
    venueAdmin = (await login(s, { userName: '0411222333', password: STRONG }, { shop: 'bay-cafe' })).token;
    const audit = await s.db.query<{ action: string }>(
      'SELECT action FROM config_audit WHERE shop_id = $1 ORDER BY id',
      ['bay-cafe'],
    );
    expect(audit.map((a) => a.action)).toEqual(['venueCreated', 'adminInvited', 'adminJoined']);
  });
  it('is single-use', async () => {
    const again = await form({ token: tokenOf(link), password: STRONG, confirm: STRONG });
    expect(again.statusCode).toBe(410);
  });
  it('expires after 7 days', async () => {
    const r = await call('/pro/platform/admin/invite', { shop: 'bay-cafe', email: 'late@example.com' }, platform);
    expect(r.body.result.email).toBe('notSent');
    s.clock.t += 7 * 86_400_000 + 1;
    try {
      const page = await s.app.inject({ method: 'GET', url: `/invite?token=${tokenOf(r.body.result.link)}` });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('expired');
    } finally {
      s.clock.t -= 7 * 86_400_000 + 1;
    }
  });
  it('an unknown link is refused', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/invite?token=nope' })).statusCode).toBe(410);
  });
  it('a bad contact is refused', async () => {
    const r = await call('/pro/platform/admin/invite', { shop: 'bay-cafe', mobile: '12', email: '' }, platform);
    expect(r.body.result.problem).toBe('contact');
  });

  describe('the venue administrator sees only their venue', () => {
    it('lists only it', async () => {
      const r = await call('/pro/platform/venue/list', {}, venueAdmin);
      expect(r.body.result.venues.map((v: { shopId: string }) => v.shopId)).toEqual(['bay-cafe']);
      expect(r.body.result.platform).toBe(false);
    });
    it('cannot create a venue', async () => {
      expect((await call('/pro/platform/venue/create', { ...NEW, shopId: 'mine-too' }, venueAdmin)).status).toBe(403);
    });
    it("cannot read another venue's administrators", async () => {
      expect((await call('/pro/platform/admin/list', { shop: 'demo-cafe' }, venueAdmin)).status).toBe(403);
    });
    it('cannot invite for another venue', async () => {
      expect(
        (await call('/pro/platform/admin/invite', { shop: 'demo-cafe', email: 'x@example.com' }, venueAdmin)).status,
      ).toBe(403);
    });
    it("cannot open another venue's console", async () => {
      expect((await call('/pro/backoffice/config/state', { shop: 'demo-cafe' }, venueAdmin)).status).toBe(403);
    });
    it('can invite for their own venue, and cannot remove themselves', async () => {
      const r = await call('/pro/platform/admin/invite', { shop: 'bay-cafe', email: 'second@example.com' }, venueAdmin);
      expect(r.body.success).toBe(true);
      const list = await call('/pro/platform/admin/list', { shop: 'bay-cafe' }, venueAdmin);
      const me = list.body.result.admins.find((a: { login: string }) => a.login === '0411222333');
      expect(
        (await call('/pro/platform/admin/remove', { shop: 'bay-cafe', userId: me.userId }, venueAdmin)).body.result
          .problem,
      ).toBe('self');
    });
    it('cannot remove the platform administrator', async () => {
      const list = await call('/pro/platform/admin/list', { shop: 'bay-cafe' }, venueAdmin);
      const p = list.body.result.admins.find((a: { platform: boolean }) => a.platform);
      expect(
        (await call('/pro/platform/admin/remove', { shop: 'bay-cafe', userId: p.userId }, venueAdmin)).body.result
          .problem,
      ).toBe('unknown');
    });
  });

  it('a withdrawn invitation no longer opens', async () => {
    const r = await call('/pro/platform/admin/invite', { shop: 'bay-cafe', email: 'gone@example.com' }, platform);
    const list = await call('/pro/platform/admin/list', { shop: 'bay-cafe' }, platform);
    const inv = list.body.result.invitations.find((i: { contact: string }) => i.contact === 'gone@example.com');
    expect(
      (await call('/pro/platform/admin/revoke', { shop: 'bay-cafe', invitation: inv.id }, platform)).body.success,
    ).toBe(true);
    expect(
      (await s.app.inject({ method: 'GET', url: `/invite?token=${tokenOf(r.body.result.link)}` })).statusCode,
    ).toBe(410);
  });

  it('removing the administrator takes the venue away at once, audited', async () => {
    const list = await call('/pro/platform/admin/list', { shop: 'bay-cafe' }, platform);
    const a = list.body.result.admins.find((x: { login: string }) => x.login === '0411222333');
    const r = await call('/pro/platform/admin/remove', { shop: 'bay-cafe', userId: a.userId }, platform);
    expect(r.body.success).toBe(true);
    expect((await call('/pro/backoffice/config/state', { shop: 'bay-cafe' }, venueAdmin)).status).toBe(403);
    const audit = await s.db.query<{ action: string }>(
      "SELECT action FROM config_audit WHERE shop_id = 'bay-cafe' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0].action).toBe('adminRemoved');
  });
});

describe('the e-mail seam', () => {
  it('without a sender: logs and answers not sent (the link is never logged)', async () => {
    const lines: string[] = [];
    expect(
      await sendInviteEmail(null, 'a@example.com', 'Bay Cafe', 'http://x/invite?token=SECRET', (l) => lines.push(l)),
    ).toBe('notSent');
    expect(lines.join('')).not.toContain('SECRET');
  });
  it('with a sender: sends the link', async () => {
    const sent: string[] = [];
    const out = await sendInviteEmail(
      { send: async (_to, _s, text) => void sent.push(text) },
      'a@example.com',
      'Bay Cafe',
      'http://x/invite?token=T',
      () => undefined,
    );
    expect(out).toBe('sent');
    expect(sent[0]).toContain('http://x/invite?token=T');
  });
});
