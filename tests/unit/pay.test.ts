import { describe, expect, it } from 'vitest';
import { payLabel } from '~/domain/pay';

describe('a posting’s pay in the interface’s language', () => {
  it.each([
    ['91,000–106,000 MXN / mes', 'en', '91,000–106,000 MXN / month'],
    ['€45k–€65k / year', 'es', '€45k–€65k / año'],
    ['£72k / year', 'es', '£72k / año'],
    ['30 € por hora', 'en', '30 € / hour'],
    ['40.000 € al año', 'en', '40.000 € / year'],
    ['$50 per hour', 'es', '$50 / hora'],
    ['USD 4,000/month', 'es', 'USD 4,000 / mes'],
    ['91,000–106,000 MXN / mes', 'es', '91,000–106,000 MXN / mes'],
  ] as const)('%s in %s reads %s', (salary, locale, expected) => {
    expect(payLabel(salary, locale)).toBe(expected);
  });

  it('leaves anything else as the employer wrote it', () => {
    for (const salary of ['Competitive', 'Según experiencia', '€50k + bonus', 'DOE / negotiable']) expect(payLabel(salary, 'en')).toBe(salary);
  });
});
