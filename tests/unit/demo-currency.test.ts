import { describe, expect, it } from 'vitest';
import { generateDemoJobs } from '~/local/demo-jobs';

const ANCHOR = Date.UTC(2026, 10, 22);

/** The currency each demo place is paid in, read from the place's own name, and how its salaries read. */
const COUNTRIES: Array<{ currency: string; place: RegExp; salary: RegExp }> = [
  { currency: 'USD', place: /, (NY|TX|CA|IL|FL)$|^Remote \(US\)$/, salary: /^\$\d+k–\$\d+k \/ year$/ },
  { currency: 'GBP', place: /, UK$|^Remote \(UK\)$/, salary: /^£\d+k–£\d+k \/ year$/ },
  { currency: 'EUR', place: /, Ireland$/, salary: /^€\d+k–€\d+k \/ year$/ },
  { currency: 'CAD', place: /, Canada$/, salary: /^CA\$\d+k–CA\$\d+k \/ year$/ },
  { currency: 'AUD', place: /, Australia$/, salary: /^A\$\d+k–A\$\d+k \/ year$/ },
  { currency: 'EUR', place: /, España$|^Remoto \(España\)$/, salary: /^[\d.]+–[\d.]+ € \/ año$/ },
  { currency: 'MXN', place: /, México$/, salary: /^[\d,]+–[\d,]+ MXN \/ mes$/ },
  { currency: 'COP', place: /, Colombia$/, salary: /^[\d.]+–[\d.]+ COP \/ mes$/ },
  { currency: 'ARS', place: /, Argentina$/, salary: /^[\d.]+–[\d.]+ ARS \/ mes$/ },
  { currency: 'CLP', place: /, Chile$/, salary: /^[\d.]+–[\d.]+ CLP \/ mes$/ },
  { currency: 'PEN', place: /, Perú$/, salary: /^[\d,]+–[\d,]+ PEN \/ mes$/ },
  { currency: 'UYU', place: /, Uruguay$/, salary: /^[\d.]+–[\d.]+ UYU \/ mes$/ },
  // Ecuador's own currency is the US dollar; remote Latin American roles are paid in it too.
  { currency: 'USD', place: /, Ecuador$|^Remoto \(LatAm\)$/, salary: /^[\d.]+–[\d.]+ USD \/ mes$/ },
];

/** The low and high ends of a salary as plain numbers ("$45k" → 45000, "1.080.000" → 1080000). */
function range(salary: string): [number, number] {
  const [low, high] = salary
    .split(' / ')[0]!
    .split('–')
    .map((end) => {
      const digits = Number(end.replace(/[^\d]/g, ''));
      return end.endsWith('k') ? digits * 1_000 : digits;
    });
  return [low!, high!];
}

describe('demo jobs are priced in the currency of their country', () => {
  const jobs = generateDemoJobs(ANCHOR);

  it('every job names a place whose currency is known, and its salary is in that currency', () => {
    const wrong = jobs
      .map((job) => ({ job, countries: COUNTRIES.filter((country) => country.place.test(job.location)) }))
      .filter(({ job, countries }) => countries.length !== 1 || !countries[0]!.salary.test(job.salary ?? ''))
      .map(({ job }) => `${job.location}: ${job.salary}`);
    expect(wrong).toEqual([]);
  });

  it('Buenos Aires, Bogotá and Mexico City are not priced in euros, nor UK jobs in dollars', () => {
    const salariesIn = (place: string) => jobs.filter((job) => job.location.startsWith(place)).map((job) => job.salary ?? '');
    for (const place of ['Buenos Aires', 'Bogotá', 'Ciudad de México']) {
      expect(salariesIn(place).length).toBeGreaterThan(0);
      expect(salariesIn(place).filter((salary) => salary.includes('€'))).toEqual([]);
    }
    expect(salariesIn('London').filter((salary) => salary.includes('$'))).toEqual([]);
  });

  it('every range runs from a lower to a higher amount', () => {
    const inverted = jobs.filter((job) => {
      const [low, high] = range(job.salary ?? '');
      return !(low > 0 && high > low);
    });
    expect(inverted.map((job) => job.salary)).toEqual([]);
  });

  it('every place of the table has demo jobs', () => {
    const unused = COUNTRIES.filter((country) => !jobs.some((job) => country.place.test(job.location))).map((country) => `${country.currency} ${country.place}`);
    expect(unused).toEqual([]);
  });
});
