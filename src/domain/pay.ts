import type { TLocale } from './locale';

/** Pay periods as postings write them after the amount, in either language. */
const PERIODS: ReadonlyArray<{ words: readonly string[]; en: string; es: string }> = [
  { words: ['year', 'yr', 'annum', 'año', 'ano', 'anual'], en: 'year', es: 'año' },
  { words: ['month', 'mo', 'mes', 'mensual'], en: 'month', es: 'mes' },
  { words: ['week', 'wk', 'semana', 'semanal'], en: 'week', es: 'semana' },
  { words: ['day', 'día', 'dia', 'diario'], en: 'day', es: 'día' },
  { words: ['hour', 'hr', 'h', 'hora'], en: 'hour', es: 'hora' },
];
const PERIOD_OF = new Map(PERIODS.flatMap((period) => period.words.map((word) => [word, period] as const)));

/** "… / year", "… per month", "… al año", "… por hora", "… /mes": the amount, then the period word last. */
const TRAILING_PERIOD = /^(.*?\S)\s*(?:\/|\bper\b|\ba\b|\bal\b|\bpor\b)\s*(\p{L}+)\.?\s*$/iu;

/**
 * A posting's pay with its period in the interface's language ("91,000–106,000 MXN / mes" reads
 * "… / month" in English): only a known period word at the end is rewritten; the amount, the
 * currency and anything else stay as the employer wrote them.
 */
export function payLabel(salary: string, locale: TLocale): string {
  const match = TRAILING_PERIOD.exec(salary);
  const period = match ? PERIOD_OF.get(match[2]!.toLowerCase()) : undefined;
  return match && period ? `${match[1]} / ${period[locale]}` : salary;
}
