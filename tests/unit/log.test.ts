import { describe, expect, it } from 'vitest';
import { scrub, scrubValue } from '~/server/log.mjs';

describe('what a log line may hold (docs/operations.md, "Logs")', () => {
  it('replaces emails, tokens, credentials, secrets and payment ids in any text', () => {
    const text = [
      'ana.garcia+cv@example.com asked',
      'Bearer abcdefghijklmnop',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl',
      'sk_live_51Habc whsec_test_123',
      'cs_local_0123456789abcdef sub_test_ABCDEF123',
      '/alerts/save?token=abc.def&job=1',
    ].join(' | ');
    expect(scrub(text)).toBe('[email] asked | [credential] | [token] | [secret] [secret] | [payment-id] [payment-id] | /alerts/save?token=[redacted]&job=1');
    expect(scrub('GET /jobs 200 in 12 ms')).toBe('GET /jobs 200 in 12 ms');
  });

  it('never writes the value of a secret key, at any depth, and scrubs errors with their causes', () => {
    const error = new Error('Call for bob@example.com failed', { cause: new Error('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig') });
    const clean = scrubValue({
      user: { email: 'bob@example.com', password: 'Secret#2026abc', resume_text: 'Bob, engineer' },
      headers: { cookie: 'a=b', authorization: 'Basic x' },
      err: error,
      count: 3,
    }) as { user: unknown; headers: unknown; count: number; err: { message: string; cause: { message: string } } };
    expect(clean.user).toEqual({ email: '[redacted]', password: '[redacted]', resume_text: '[redacted]' });
    expect(clean.headers).toEqual({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(clean.count).toBe(3);
    expect(JSON.stringify(clean.err)).not.toMatch(/bob@example\.com|eyJ/);
    expect(clean.err.message).toBe('Call for [email] failed');
    expect(clean.err.cause.message).toBe('token [token]');
  });
});
