/** Seniority levels: 0 intern or student, 1 junior, 2 mid, 3 senior, 4 lead, principal, head or director. */
export const LEVELS = { intern: 0, junior: 1, mid: 2, senior: 3, lead: 4 } as const;

/** Words (or word pairs) by the level they mark. */
function byLevel(levels: Record<number, string>): Map<string, number> {
  return new Map(Object.entries(levels).flatMap(([level, words]) => words.split(', ').map((word): [string, number] => [word, Number(level)])));
}
const WORD_LEVEL = byLevel({
  0: 'intern, internship, trainee, becario, becaria, beca, practicas, practicante, pasante, apprentice, aprendiz, student, estudiante, graduate',
  1: 'junior, jr, associate',
  2: 'ii, mid, semisenior, ssr',
  3: 'senior, sr, snr, iii',
  4: 'lead, leader, lider, principal, director, directora, chief, vp, cto, ceo, cfo, coo, cmo, cpo, ciso, jefe, jefa',
});
const PAIRS = byLevel({
  1: 'entry level, new grad, recent graduate, recien graduado, recien graduada, recien titulado, recien titulada, recien egresado, recien egresada',
  2: 'mid level, semi senior',
  4: 'head of, head chef, vice president, engineering manager, team lead, general counsel, contador general, contadora general',
});
// "Lead generation" is a marketing task, "jefe de proyecto" a project manager, "staff accountant" an
// ordinary accountant: these words mark seniority only in the company they keep.
const NOT_AFTER_LEAD = new Set(['generation', 'gen', 'nurturing', 'qualification', 'generacion']);
const NOT_AFTER_JEFE = new Set(['proyecto', 'proyectos', 'obra', 'sala', 'producto']);
const STAFF_ROLES = new Set([
  'engineer',
  'software',
  'data',
  'scientist',
  'designer',
  'developer',
  'product',
  'ux',
  'machine',
  'ml',
  'security',
  'backend',
  'frontend',
  'ingeniero',
]);

/** The seniority a job title states ("Sr. Data Engineer" → 3), the highest if it states several; null when it states none. */
export function titleSeniority(words: readonly string[]): number | null {
  let level: number | null = null;
  const raise = (value: number) => {
    level = level === null ? value : Math.max(level, value);
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1] ?? '';
    const pair = PAIRS.get(`${word} ${next}`);
    if (pair !== undefined) {
      raise(pair);
      i += 1;
      continue;
    }
    if (word === 'staff') {
      if (STAFF_ROLES.has(next)) raise(4);
      continue;
    }
    if ((word === 'lead' || word === 'leader') && NOT_AFTER_LEAD.has(next)) continue;
    if ((word === 'jefe' || word === 'jefa') && next === 'de' && NOT_AFTER_JEFE.has(words[i + 2] ?? '')) continue;
    const value = WORD_LEVEL.get(word);
    if (value !== undefined) raise(value);
  }
  return level;
}

/**
 * The level that years of experience suggest; titles alone can say lead. A posting's "5+ years" asks
 * for a senior, while a person with five years is usually still called mid-level, hence `isPerson`.
 */
export function levelFromYears(years: number, isPerson = false): number {
  if (years < 2) return LEVELS.junior;
  if (years < (isPerson ? 6 : 5)) return LEVELS.mid;
  return LEVELS.senior;
}

const YEARS = /(?:^|[^\d])(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?|anos?)\b/g;
const EXPERIENCE = /experien|exp\b|trayectoria/;

/** Numbers of years a folded text states next to the word experience ("5+ years of experience", "3 años de experiencia") or a role ("3 años como…"). */
export function statedYears(folded: string): number[] {
  const found: number[] = [];
  for (const match of folded.matchAll(YEARS)) {
    const index = match.index ?? 0;
    const around = folded.slice(Math.max(0, index - 60), index + match[0].length + 40);
    const value = Number(match[1]);
    // "3 años como Especialista", "6 years as a nurse" state experience as plainly as the word itself.
    const isAsRole = /^\s*(?:como|as)\b/.test(folded.slice(index + match[0].length));
    if ((EXPERIENCE.test(around) || isAsRole) && value > 0 && value <= 45) found.push(value);
  }
  return found;
}

const PRESENT = 'present|presente|current|currently|now|today|actualidad|actual|actualmente|hoy|la fecha|ongoing|date';
const RANGE = new RegExp(`\\b((?:19|20)\\d{2})\\s*(?:-|–|—|to|a|al|hasta|until)\\s*(?:(?:[a-z]{3,10}\\.?|\\d{1,2})[\\s/.-]*)?((?:19|20)\\d{2}|${PRESENT})\\b`, 'g');

/** Year ranges of a folded line ("03/2019 – present" → [2019, now]); `now` is the year that "present" means. */
export function yearRanges(folded: string, now: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of folded.matchAll(RANGE)) {
    const start = Number(match[1]);
    const end = /^\d+$/.test(match[2] ?? '') ? Number(match[2]) : now;
    if (end >= start && end <= now + 1) ranges.push([start, end]);
  }
  return ranges;
}

/** Years covered by ranges, overlaps counted once; a range within one year counts as half a year. */
export function coveredYears(ranges: [number, number][]): number {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of sorted) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    else if (start >= reach) total += 0.5;
    reach = Math.max(reach, end);
  }
  return total;
}
