// Provider credentials at rest: AES-256-GCM with a key from the environment (PROVIDER_SECRET_KEY,
// 64 hex characters or any string of at least 32 characters, hashed to 32 bytes). Sealed text is
// "v1.<iv>.<tag>.<data>" in base64url; a wrong key or a changed byte fails to open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const PROVIDER_KEY_ENV = 'PROVIDER_SECRET_KEY';

export function providerKey(raw: string | undefined): Buffer | null {
  if (!raw || raw.length < 32) return null;
  return /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : createHash('sha256').update(raw).digest();
}

export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function unseal<T>(key: Buffer, sealed: string): T {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed value');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8')) as T;
}

/** What the console shows of a secret: its kind prefix and last four characters. */
export function mask(secret: string): string {
  if (!secret) return '';
  const prefix = /^(sk|pk|rk|whsec)_(test|live)_/.exec(secret)?.[0] ?? /^whsec_/.exec(secret)?.[0] ?? '';
  return `${prefix}••••${secret.slice(-4)}`;
}
