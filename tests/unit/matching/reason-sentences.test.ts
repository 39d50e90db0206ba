import { describe, expect, it } from 'vitest';
import type { TLocale } from '~/domain/locale';
import type { TMatchReason } from '~/domain/matching/types';
import { reasonSentence } from '../../helpers/reason-sentence';

const sentence = (reason: TMatchReason, locale: TLocale) => reasonSentence(reason, undefined, locale);

describe('a match’s reason, read as a sentence', () => {
  it('one skill in the person’s own field says both, as a sentence', () => {
    const reason = { code: 'roleOneSkill', values: { role: 'Data Science' }, skills: ['SQL'] };
    expect(sentence(reason, 'en')).toBe('Asks for SQL, which you have, in your field: Data Science.');
    expect(sentence(reason, 'es')).toBe('Pide SQL, que tienes, en tu campo: Data Science.');
  });
  it('a posting that fits neither skills nor field says so, rather than only that it is recent', () => {
    expect(sentence({ code: 'recent' }, 'en')).toBe('A recent posting; it asks for none of your skills and is outside your field.');
    expect(sentence({ code: 'recent' }, 'es')).toBe('Una oferta reciente; no pide ninguna de tus habilidades y es de otro campo.');
  });
});
