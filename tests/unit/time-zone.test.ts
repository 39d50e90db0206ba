import { describe, expect, it } from 'vitest';
import { readTimeZone } from '~/domain/time-zone';

describe('the time zone the browser reports', () => {
  it('takes a zone the runtime knows, and UTC for anything else', () => {
    expect(readTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    // The runtime's own name for a zone of three parts.
    expect(readTimeZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    for (const junk of [undefined, '', 'Mars/Olympus', '../../etc', 'x'.repeat(80), 'Europe/Madrid; path=/']) expect(readTimeZone(junk)).toBe('UTC');
  });
});
