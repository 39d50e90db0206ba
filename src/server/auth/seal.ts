import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** What a sealed value is for; a value sealed for one purpose never opens for another. */
export type TSealPurpose = 'sign-in-state' | 'sign-in-ticket' | 'device' | 'api-token';

function keyFor(secret: string, purpose: TSealPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'rumbo-seal', `rumbo ${purpose}`, 32));
}

/**
 * Encrypts a value with the server secret (A256GCM): the browser may carry it but cannot read or
 * forge it. Used for the multi-step sign-in state, the one-minute sign-in ticket and device data.
 */
export function createSealer(secret: string, now: () => Date = () => new Date()) {
  // One derived key per purpose, computed once rather than on every seal and open.
  const keys = new Map<TSealPurpose, Uint8Array>();
  const key = (purpose: TSealPurpose) => {
    let derived = keys.get(purpose);
    if (!derived) keys.set(purpose, (derived = keyFor(secret, purpose)));
    return derived;
  };
  return {
    async seal(purpose: TSealPurpose, value: object, ttlSeconds: number): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new EncryptJWT({ v: value })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .encrypt(key(purpose));
    },
    /** The sealed value, or null when it is tampered with, expired or sealed for another purpose. */
    async open(purpose: TSealPurpose, sealed: string | undefined | null): Promise<unknown> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key(purpose), { currentDate: now() });
        return payload.v ?? null;
      } catch {
        return null;
      }
    },
  };
}
export type TSealer = ReturnType<typeof createSealer>;
