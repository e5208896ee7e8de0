// @vitest-environment jsdom
// The kiosk's enrolment (issue 27, src/features/kiosk/device.ts): a code in the address is redeemed
// once and taken out of the address, the credential is kept encrypted and sent with the member check;
// a credential of another venue is not used; a refused code leaves the kiosk not enrolled.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ kioskEnrol: vi.fn(), kioskMemberCheck: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  kioskEnrol: calls.kioskEnrol,
  kioskMemberCheck: calls.kioskMemberCheck,
}));

import { enrolFromAddress, forgetKioskDevice, kioskDeviceHeaders, loadKioskDevice } from '../../../src/features/kiosk';
import { checkMember } from '../../../src/features/kiosk/visit';
import { ApiError } from '../../../src/api/errors';
import { readStored } from '../../../src/shared/storage';
import { app } from '../../../src/state/stores';

const CREDENTIAL = `kd1.k${'1'.repeat(20)}.${'a'.repeat(64)}`;

beforeEach(() => {
  forgetKioskDevice();
  localStorage.clear();
  app.shop = 'demo-kiosk';
  window.history.replaceState(null, '', '/self/demo-kiosk/kiosk');
  calls.kioskEnrol
    .mockReset()
    .mockResolvedValue({ success: true, result: { rtn: 1, deviceId: `k${'1'.repeat(20)}`, credential: CREDENTIAL } });
  calls.kioskMemberCheck.mockReset().mockResolvedValue({ success: false, result: { code: 'member.unknown' } });
});

describe('kiosk enrolment', () => {
  it('redeems ?enrol= once, removes it from the address, keeps the credential encrypted and sends it', async () => {
    window.history.replaceState(null, '', '/self/demo-kiosk/kiosk?enrol=ABCD-EFGH&x=1');
    expect(await enrolFromAddress('demo-kiosk')).toBe(CREDENTIAL);
    expect(calls.kioskEnrol).toHaveBeenCalledWith({ shop: 'demo-kiosk', code: 'ABCD-EFGH' });
    expect(window.location.search).toBe('?x=1');
    const stored = readStored('kioskDevice') ?? '';
    expect(stored).not.toContain('kd1.'); // sealed, not plain
    expect(kioskDeviceHeaders()).toEqual({ 'x-kiosk-device': CREDENTIAL });
    await checkMember('M10000006');
    expect(calls.kioskMemberCheck).toHaveBeenCalledWith(
      { cardNum: 'M10000006' },
      { headers: { 'x-kiosk-device': CREDENTIAL } },
    );
    // Another venue's page does not use this venue's credential.
    expect(await loadKioskDevice('demo-cafe')).toBeNull();
    expect(kioskDeviceHeaders()).toEqual({});
  });

  it('a refused code leaves the kiosk not enrolled; the check then says so in our words', async () => {
    calls.kioskEnrol.mockResolvedValueOnce({ success: false, result: { rtn: -1, code: 'device.enrol-code' } });
    window.history.replaceState(null, '', '/self/demo-kiosk/kiosk?enrol=WRONG123');
    expect(await enrolFromAddress('demo-kiosk')).toBeNull();
    expect(kioskDeviceHeaders()).toEqual({});
    calls.kioskMemberCheck.mockRejectedValueOnce(new ApiError(401, 'http', 'This device is not an enrolled kiosk'));
    expect(await checkMember('M10000006')).toMatchObject({ ok: false, code: 'device.not-enrolled' });
  });
});
