import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { log } from '~/server/log.mjs';

/** What a sealed value is for; a value sealed for one purpose never opens for another. */
export type TSealPurpose = 'sign-in-state' | 'sign-in-ticket' | 'device' | 'api-token' | 'sign-up';

/** The one sealing algorithm: direct use of the derived key with AES-256-GCM. Nothing else opens. */
const SEALING = { alg: 'dir', enc: 'A256GCM' } as const;

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
        .setProtectedHeader(SEALING)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .encrypt(key(purpose));
    },
    /** The sealed value, or null when it is tampered with, expired or sealed for another purpose. */
    async open(purpose: TSealPurpose, sealed: string | undefined | null): Promise<unknown> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key(purpose), { currentDate: now(), keyManagementAlgorithms: [SEALING.alg], contentEncryptionAlgorithms: [SEALING.enc] });
        return payload.v ?? null;
      } catch {
        return null;
      }
    },
  };
}
export type TSealer = ReturnType<typeof createSealer>;

/**
 * The local stack's generated secret (every session, seal and captcha key derives from it), in a
 * file only its owner may read (0600). A file others can read is made private again with a
 * warning; one the process may not change refuses to start (chmod throws).
 */
export function privateSecretFile(path: string, warn: (line: string) => void = (line) => log.warn(line)): string {
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) {
    chmodSync(path, 0o600);
    warn(`${path} was readable by others (mode ${mode.toString(8)}); it is now 0600. Delete it to get a new secret if anyone may have read it.`);
  }
  return readFileSync(path, 'utf8').trim();
}
