import { createHash, createHmac, randomBytes } from 'node:crypto';

// SRP-6a as the user-pool service speaks it. It sits beside the identity client, which needs it for
// USER_SRP_AUTH and remembered devices; the auth flows use it only to mint a new device's secret.

/** RFC 5054 3072-bit group, as used by the user-pool service; g = 2. */
export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Thrown when a protocol check of docs/product-rules.md §5 fails; the sign-in must stop. */
export class SrpError extends Error {
  override name = 'SrpError';
}

/** base^exponent mod modulus by square-and-multiply (BigInt has no built-in modPow). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Hex of a non-negative integer, padded as a positive two's-complement byte string (service rule). */
export function padHex(value: bigint | string): string {
  let hex = typeof value === 'string' ? value : value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  else if ('89abcdefABCDEF'.includes(hex[0]!)) hex = `00${hex}`;
  return hex;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').padStart(64, '0');
const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt(`0x${hex}`);

/** k = H(PAD(N) | PAD(g)). */
export const k = toBig(hashHex(`${padHex(N)}${padHex(g)}`));

/** u = H(PAD(A) | PAD(B)). */
export function computeU(A: bigint, B: bigint): bigint {
  return toBig(hashHex(`${padHex(A)}${padHex(B)}`));
}

/** x = H(PAD(salt) | H(poolName | userId | ":" | password)). */
export function computeX(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`);
  return toBig(hashHex(`${padHex(saltHex)}${inner}`));
}

/** HKDF-SHA256 with the service's info string; 16-byte key. */
export function passwordAuthenticationKey(S: bigint, U: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(U), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** The service's timestamp format, e.g. "Sun Nov 2 09:05:01 UTC 2026" (day not padded). */
export function srpTimestamp(at: Date): string {
  return `${DAYS[at.getUTCDay()]} ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())} UTC ${at.getUTCFullYear()}`;
}

/** docs/product-rules.md §5 protocol checks; each failure stops the sign-in. */
export const srpChecks = {
  A(A: bigint) {
    if (A % N === 0n) throw new SrpError('Illegal parameter. A mod N cannot be 0.');
  },
  B(B: bigint) {
    if (B % N === 0n) throw new SrpError('Illegal parameter. B mod N cannot be 0.');
  },
  U(U: bigint) {
    if (U === 0n) throw new SrpError('Illegal parameter. U cannot be 0.');
  },
};

/** The pool name SRP hashes with: the part of the pool id after the region. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? userPoolId;
}

/**
 * Client side of one SRP-6a exchange: SRP_A for the first call, then the verifier answer.
 * `realm` is the pool name for passwords, or the device group key for a remembered device.
 */
export function createSrpSession(realm: string, random: (size: number) => Buffer = randomBytes) {
  const a = toBig(random(128).toString('hex')) % N;
  const A = modPow(g, a, N);
  srpChecks.A(A);
  return {
    srpA: A.toString(16),
    /** The claim for a verifier challenge; throws SrpError if B mod N = 0 or u = 0. */
    claim(params: { userId: string; password: string; saltHex: string; srpBHex: string; secretBlock: string; now: Date }) {
      const B = toBig(params.srpBHex);
      srpChecks.B(B);
      const U = computeU(A, B);
      srpChecks.U(U);
      const x = computeX(realm, params.userId, params.password, params.saltHex);
      const S = modPow(B - ((k * modPow(g, x, N)) % N), a + U * x, N);
      const key = passwordAuthenticationKey(S, U);
      const timestamp = srpTimestamp(params.now);
      const signature = createHmac('sha256', key)
        .update(Buffer.concat([Buffer.from(realm), Buffer.from(params.userId), Buffer.from(params.secretBlock, 'base64'), Buffer.from(timestamp)]))
        .digest('base64');
      return { PASSWORD_CLAIM_SECRET_BLOCK: params.secretBlock, PASSWORD_CLAIM_SIGNATURE: signature, TIMESTAMP: timestamp };
    },
  };
}

/** Password SRP for a user pool: the PASSWORD_VERIFIER answer includes the SRP user id. */
export function createSrpClient(userPoolId: string, random: (size: number) => Buffer = randomBytes) {
  const session = createSrpSession(poolNameOf(userPoolId), random);
  return {
    srpA: session.srpA,
    answer(params: Parameters<typeof session.claim>[0]) {
      return { ...session.claim(params), USERNAME: params.userId };
    },
  };
}

/** A new remembered device's secret: a random password and the verifier + salt the service stores. */
export function createDeviceSecret(deviceGroupKey: string, deviceKey: string, random: (size: number) => Buffer = randomBytes) {
  const randomPassword = random(40).toString('base64');
  const saltHex = padHex(random(16).toString('hex'));
  const verifier = modPow(g, computeX(deviceGroupKey, deviceKey, randomPassword, saltHex), N);
  return {
    randomPassword,
    verifierConfig: {
      PasswordVerifier: Buffer.from(padHex(verifier), 'hex').toString('base64'),
      Salt: Buffer.from(saltHex, 'hex').toString('base64'),
    },
  };
}
