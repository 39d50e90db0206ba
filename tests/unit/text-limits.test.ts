import { describe, expect, it } from 'vitest';
import { charactersOver, textLength } from '~/domain/text-limits';
import { tooLongInput } from '~/domain/error-message';

describe('text limits (docs/product-rules.md §9.3)', () => {
  it('counts characters as the server does, trimmed where the server trims first', () => {
    expect(textLength('  Marta Ruiz  ')).toBe(14);
    expect(textLength('  Marta Ruiz  ', true)).toBe(10);
    expect(charactersOver('n'.repeat(2_000), 2_000)).toBe(0);
    expect(charactersOver('n'.repeat(2_001), 2_000)).toBe(1);
    expect(charactersOver('p'.repeat(50_000), 2_000)).toBe(48_000);
    expect(charactersOver(` ${'s'.repeat(100)} `, 100, true)).toBe(0);
  });

  it('reads the field and limit of a refusal for text over its limit, and nothing else', () => {
    const refused = (zodIssues: unknown) => Object.assign(new Error('refused'), { data: { code: 'BAD_REQUEST', zodIssues } });
    expect(tooLongInput(refused([{ path: 'notes', message: 'Notes must be at most 2000 characters', maxLength: 2_000 }]))).toEqual({ path: 'notes', max: 2_000 });
    expect(
      tooLongInput(
        refused([
          { path: 'url', message: 'Invalid job URL' },
          { path: 'salary', message: '', maxLength: 100 },
        ]),
      ),
    ).toEqual({ path: 'salary', max: 100 });
    expect(tooLongInput(refused([{ path: 'url', message: 'Invalid job URL' }]))).toBeNull();
    expect(tooLongInput(refused('not a list'))).toBeNull();
    expect(tooLongInput(new Error('offline'))).toBeNull();
    expect(tooLongInput(null)).toBeNull();
  });
});
