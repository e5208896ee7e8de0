// The kiosk's enrolment (issue 27): kiosk-only calls (member card check, call for staff) answer only a
// device a venue administrator enrolled. Staff open the kiosk once with `?enrol=<code>` (the code the
// administrator made; server/routes/kioskDevices.ts); the kiosk redeems it, keeps the signed device
// credential in its encrypted settings store (AES-GCM, src/shared/storage/encrypted.ts) and sends it
// as header x-kiosk-device on those calls. A credential of another venue is not used. No React here.
import { kioskEnrol } from '../../api/calls/order';
import { readEncrypted, removeEncrypted, writeEncrypted } from '../../shared/storage';

export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';
export const ENROL_PARAM = 'enrol';

interface StoredDevice {
  shop: string;
  deviceId: string;
  credential: string;
}

let current: StoredDevice | null = null;

const isStored = (v: unknown): v is StoredDevice => {
  const r = v as Partial<StoredDevice> | null;
  return (
    !!r &&
    typeof r.shop === 'string' &&
    typeof r.deviceId === 'string' &&
    typeof r.credential === 'string' &&
    r.credential.startsWith('kd1.')
  );
};

/** Reads this venue's credential from the encrypted store (once per page); null when not enrolled here. */
export async function loadKioskDevice(shop: string): Promise<string | null> {
  if (current?.shop === shop) return current.credential;
  const v = await readEncrypted('kioskDevice');
  current = isStored(v) && v.shop === shop ? v : null;
  return current?.credential ?? null;
}

/** The header of kiosk-only calls: the enrolled credential, none when this kiosk is not enrolled. */
export function kioskDeviceHeaders(): Record<string, string> {
  return current ? { [KIOSK_DEVICE_HEADER]: current.credential } : {};
}

export type EnrolResult = { ok: true; deviceId: string } | { ok: false; message: string };

/** Redeems an enrolment code for this venue and keeps the credential; never rejects. */
export async function enrolKiosk(shop: string, code: string): Promise<EnrolResult> {
  try {
    const a = await kioskEnrol({ shop, code });
    // A refused code answers success false with the server's words in dispMsg (result is the refusal).
    if (!a.success || !a.result) return { ok: false, message: String(a.dispMsg ?? '') };
    const stored = { shop, deviceId: a.result.deviceId, credential: a.result.credential };
    if (!isStored(stored)) return { ok: false, message: '' };
    await writeEncrypted('kioskDevice', stored);
    current = stored;
    return { ok: true, deviceId: stored.deviceId };
  } catch {
    return { ok: false, message: '' };
  }
}

/**
 * At the kiosk's start: a code in the address (`?enrol=`) is redeemed and taken out of the address
 * (it is single use, and must not stay in the history); then the stored credential is loaded.
 */
export async function enrolFromAddress(shop: string): Promise<string | null> {
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    const code = url.searchParams.get(ENROL_PARAM);
    if (code) {
      url.searchParams.delete(ENROL_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      const r = await enrolKiosk(shop, code);
      if (!r.ok) console.warn(`kiosk: enrolment refused: ${r.message || 'no answer'}`);
    }
  }
  return loadKioskDevice(shop);
}

/** Forgets the enrolment (a revoked kiosk, or tests). */
export function forgetKioskDevice(): void {
  current = null;
  removeEncrypted('kioskDevice');
}
