import { describe, expect, it } from 'vitest';
import { displayName } from '~/domain/profile';

describe('display name (SPEC §3)', () => {
  it('uses the trimmed name, else the login email', () => {
    expect(displayName({ user_email: 'ana@example.com', name: '  Ana  ' })).toBe('Ana');
    expect(displayName({ user_email: 'ana@example.com', name: '   ' })).toBe('ana@example.com');
    expect(displayName({ user_email: 'ana@example.com' })).toBe('ana@example.com');
  });
});
