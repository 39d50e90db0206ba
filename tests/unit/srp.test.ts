import { describe, expect, it } from 'vitest';
import { createSrpClient, N, padHex, srpChecks, SrpError, srpTimestamp } from '~/server/clients/srp';
import { fakeSrpService as fakeService } from '../helpers/srp-service';

describe('SRP-6a password verifier', () => {
  const now = new Date(Date.UTC(2026, 10, 2, 9, 5, 1));

  it('produces the signature the service expects for the right password only', () => {
    const service = fakeService('eu-west-3_AbCdEf', 'user-sub-1', 'Correct#Horse1');
    const client = createSrpClient('eu-west-3_AbCdEf');
    const answer = client.answer({ userId: 'user-sub-1', password: 'Correct#Horse1', saltHex: service.saltHex, srpBHex: service.srpBHex, secretBlock: service.secretBlock, now });
    expect(answer.PASSWORD_CLAIM_SIGNATURE).toBe(service.expectedSignature(client.srpA, answer.TIMESTAMP));
    expect(answer).toMatchObject({ USERNAME: 'user-sub-1', PASSWORD_CLAIM_SECRET_BLOCK: service.secretBlock, TIMESTAMP: 'Mon Nov 2 09:05:01 UTC 2026' });

    const wrong = createSrpClient('eu-west-3_AbCdEf').answer({
      userId: 'user-sub-1',
      password: 'wrong',
      saltHex: service.saltHex,
      srpBHex: service.srpBHex,
      secretBlock: service.secretBlock,
      now,
    });
    expect(wrong.PASSWORD_CLAIM_SIGNATURE).not.toBe(service.expectedSignature(client.srpA, wrong.TIMESTAMP));
  });

  it('refuses B mod N = 0', () => {
    const client = createSrpClient('eu-west-3_AbCdEf');
    for (const B of [0n, N, 2n * N]) {
      expect(() => client.answer({ userId: 'u', password: 'p', saltHex: '01', srpBHex: B.toString(16), secretBlock: '', now })).toThrow(SrpError);
    }
  });

  it('refuses U = 0 and A mod N = 0', () => {
    expect(() => srpChecks.U(0n)).toThrow('U cannot be 0');
    expect(() => srpChecks.A(N)).toThrow('A mod N cannot be 0');
    expect(() => srpChecks.A(0n)).toThrow(SrpError);
    expect(() => srpChecks.A(5n)).not.toThrow();
  });

  it('pads hex as a positive two’s-complement byte string', () => {
    expect(padHex(0xfn)).toBe('0f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex('abc')).toBe('0abc');
  });

  it('formats the timestamp with an unpadded day and padded time', () => {
    expect(srpTimestamp(new Date(Date.UTC(2026, 0, 5, 3, 4, 5)))).toBe('Mon Jan 5 03:04:05 UTC 2026');
    expect(srpTimestamp(new Date(Date.UTC(2026, 11, 25, 23, 59, 59)))).toBe('Fri Dec 25 23:59:59 UTC 2026');
  });

  it('sends a fresh A each time', () => {
    expect(createSrpClient('eu-west-3_x').srpA).not.toBe(createSrpClient('eu-west-3_x').srpA);
  });
});
