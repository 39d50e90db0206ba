import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE, supportFormErrors, supportRequestOf } from '~/domain/support';
import { ZSupportRequestInput } from '~/domain/support-schema';

const form = { topic: 'billing', message: '  I was charged twice this month.  ', reply_email: ' ana@example.com ' };

describe('a support request', () => {
  it('is sent trimmed, as the server reads it', () => {
    const request = { topic: 'billing', message: 'I was charged twice this month.', reply_email: 'ana@example.com' };
    expect(supportRequestOf(form)).toEqual(request);
    expect(ZSupportRequestInput.parse(form)).toEqual(request);
  });
  it('is not sent while a field has a problem, and the server refuses the same forms', () => {
    const broken = [
      { ...form, topic: null },
      { ...form, topic: 'weather' },
      { ...form, message: ' too short ' },
      { ...form, message: 'x'.repeat(SUPPORT_MESSAGE.max + 1) },
      { ...form, reply_email: 'ana@' },
    ];
    for (const bad of broken) {
      expect(Object.keys(supportFormErrors(bad)), JSON.stringify(bad)).toHaveLength(1);
      expect(supportRequestOf(bad)).toBeNull();
      expect(ZSupportRequestInput.safeParse(bad).success).toBe(false);
    }
  });
});
