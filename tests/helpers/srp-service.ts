import { createHmac } from 'node:crypto';
import { computeU, computeX, g, k, modPow, N, passwordAuthenticationKey } from '~/server/clients/srp';

/** The service side of SRP-6a, written independently here: verifier v = g^x, B = kv + g^b. */
export function fakeSrpService(poolId: string, userId: string, password: string) {
  const poolName = poolId.split('_')[1]!;
  const saltHex = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  return srpServiceWithVerifier(poolName, userId, modPow(g, computeX(poolName, userId, password, saltHex), N), saltHex);
}

/**
 * The service side for a stored verifier, e.g. the one a device registered with ConfirmDevice
 * (realm = device group key, user id = device key).
 */
export function srpServiceWithVerifier(realm: string, userId: string, v: bigint, saltHex: string) {
  const b = 0x1234567890abcdef1234567890abcdefn;
  const B = (k * v + modPow(g, b, N)) % N;
  const secretBlock = Buffer.from('secret-block-from-the-service').toString('base64');
  return {
    saltHex,
    srpBHex: B.toString(16),
    secretBlock,
    /** Recomputes S = (A·v^u)^b and the expected signature, as the service does. */
    expectedSignature(srpAHex: string, timestamp: string) {
      const A = BigInt(`0x${srpAHex}`);
      const u = computeU(A, B);
      const S = modPow(A * modPow(v, u, N), b, N);
      const key = passwordAuthenticationKey(S, u);
      return createHmac('sha256', key)
        .update(Buffer.concat([Buffer.from(realm), Buffer.from(userId), Buffer.from(secretBlock, 'base64'), Buffer.from(timestamp)]))
        .digest('base64');
    },
  };
}
