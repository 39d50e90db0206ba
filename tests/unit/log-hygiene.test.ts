import { describe, expect, it } from 'vitest';
import { findLeaks } from '../e2e/log-hygiene';

// The check the browser suite runs on every line the app wrote (tests/e2e/global-setup.ts).
describe('the log check of the browser suite', () => {
  it('finds each kind of thing a log line must never hold, and passes clean lines', () => {
    const lines = [
      '{"msg":"request","route":"/jobs","status":200}',
      '{"msg":"Sign-in refused for demo@rumbo.app"}',
      '{"msg":"x","password":"RumboDemo#2026"}',
      '{"msg":"x","who":"ana-1234@example.com"}',
      '{"msg":"x","token":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig"}',
      '{"msg":"x","h":"Bearer abcdefghijklmnop"}',
      '{"msg":"x","c":"next-auth.session-token=abc"}',
      '{"msg":"x","id":"cs_local_0123456789abcdef"}',
      '{"msg":"x","s":"s3cr3t-session-key-value"}',
    ].join('\n');
    expect(findLeaks(lines, 's3cr3t-session-key-value').map((leak) => leak.split(':')[0])).toEqual([
      'a demo email',
      'a demo password',
      'a test email',
      'a JWT',
      'a bearer credential',
      'a session cookie',
      'a payment id',
      'the session secret',
    ]);
  });
});
