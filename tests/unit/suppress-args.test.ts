import { describe, expect, it } from 'vitest';
import { parseSuppressArgs } from '../../scripts/lib/suppress-args';

describe('npm run mail:suppress arguments', () => {
  it('take every address the app accepts, with a known reason', () => {
    // Addresses a stricter rule refused, which the app signs up and mails.
    for (const address of ['r&d@empresa.es', 'user=1@x.org', 'ana@example.com']) expect(parseSuppressArgs([address, 'bounce'])).toEqual({ address, reason: 'bounce' });
    expect(parseSuppressArgs([' ana@example.com ', 'manual'])).toEqual({ address: 'ana@example.com', reason: 'manual' });
  });
  it('refuse anything else', () => {
    for (const argv of [[], ['ana@example.com'], ['ana@example.com', 'spam'], ['not-an-address', 'bounce'], ['ana@example.com', 'bounce', 'extra']])
      expect(parseSuppressArgs(argv)).toBeNull();
  });
});
