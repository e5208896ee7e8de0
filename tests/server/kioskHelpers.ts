// Enrolling a kiosk in the server tests the way a venue does it (issue 27): an administrator of the
// venue makes a one-time code, the kiosk redeems it and keeps the credential it gets back.
import { post, type TestServer } from './helpers';

export const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };
export const KIOSK_ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };

/** An administrator's one-time enrolment code for `shop`. */
export async function enrolmentCode(s: TestServer, shop = 'demo-kiosk', adminToken?: string): Promise<string> {
  const token = adminToken ?? (await post(s, '/account/signIn', { ...KIOSK_ADMIN, shop })).body.result.userId;
  const r = await post(s, '/pro/kiosk/enrolment/code', { shop, name: 'Test kiosk' }, { token });
  if (!r.body.success) throw new Error(`no enrolment code: ${JSON.stringify(r.body)}`);
  return r.body.result.code as string;
}

/** Enrols a new kiosk at `shop`: its device id and the header its calls carry. */
export async function enrolKiosk(
  s: TestServer,
  shop = 'demo-kiosk',
): Promise<{ deviceId: string; credential: string; headers: Record<string, string> }> {
  const code = await enrolmentCode(s, shop);
  const r = await post(s, '/pro/kiosk/enrol', { shop, code });
  if (!r.body.success) throw new Error(`enrolment failed: ${JSON.stringify(r.body)}`);
  const credential = r.body.result.credential as string;
  return { deviceId: r.body.result.deviceId as string, credential, headers: { 'x-kiosk-device': credential } };
}
