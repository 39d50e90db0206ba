import type { TFamily } from './families';
import { buildPhraseTable, findPhrases, phraseKey, stem, type TTokens } from './normalize';
import { KIND_STRENGTH, roleTermEntries, type TRoleTerm } from './role-terms';

/** The title vocabulary; `conflicts` lists spellings claimed by two groups (a unit test keeps it empty). */
export const ROLE_TABLE = buildPhraseTable(
  roleTermEntries().map(([spelling, term]): [string[], TRoleTerm] => [phraseKey(spelling).split(' '), term]),
  (a, b) => a.id === b.id,
);

/** Title words of a text, in order. */
export function roleTerms(tokens: TTokens): TRoleTerm[] {
  return findPhrases(ROLE_TABLE, tokens.stems, tokens.breaks).map((hit) => hit.value);
}

/** Whether the terms make a job title: a role noun ("developer", "enfermera", "manager") is there. */
function hasRoleNoun(terms: readonly TRoleTerm[]): boolean {
  return terms.some((term) => term.kind !== 'mod');
}

/**
 * The family a title belongs to: its strongest term that has a family, the first of equals.
 * "Product Designer" is design (a whole role), "Tax Lawyer" is legal (a family's noun beats a
 * qualifier), "Data Engineer" is data ("engineer" has no family).
 */
export function titleFamily(terms: readonly TRoleTerm[]): TFamily | null {
  let best: TRoleTerm | null = null;
  for (const term of terms) {
    if (term.family && (!best || KIND_STRENGTH[term.kind] > KIND_STRENGTH[best.kind])) best = term;
  }
  return best?.family ?? null;
}

// Lines that open with a verb are achievements ("Led a team of 5 developers", "Desarrollé…"), not
// titles; "Marketing Manager" opens with a title word, which the vocabulary knows.
const SPANISH_PAST = /^[^\p{L}]*\p{L}+[éó](?![\p{L}])/u;
const BULLET = /^\s*[•·▪●◦*]/u;
// A sentence ("Desarrolladora con Java para la banca.") describes; a title has no full stop, bar a company's ("Acme Inc.").
const SENTENCE = /(?<!\b(?:inc|ltd|corp|llc|gmbh|plc|etc|dept|bros))(?<=\p{L}{3})\.(\s|$)/iu;

/** Whether a resume line reads as a job title or headline: short, not a list, not a sentence starting with a verb, and naming a role. */
export function isTitleLine(line: string, tokens: TTokens, terms: readonly TRoleTerm[]): boolean {
  if (tokens.stems.length === 0 || tokens.stems.length > 12) return false;
  if ((line.match(/,/g) ?? []).length >= 3 || BULLET.test(line) || SPANISH_PAST.test(line) || SENTENCE.test(line)) return false;
  const first = tokens.words[0] ?? '';
  if (/(ed|ing)$/.test(first) && !ROLE_TABLE.byFirst.has(stem(first))) return false;
  return hasRoleNoun(terms);
}
