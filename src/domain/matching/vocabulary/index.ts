import type { TLocale, TSkillFamily } from '../families';
import { buildPhraseTable, findPhrases, fold, phraseKey, type TPhraseHit, type TTokens } from '../normalize';
import { DATA_SKILLS, DESIGN_SKILLS, SECURITY_SKILLS } from './data-design';
import { MARKETING_SKILLS, PRODUCT_SKILLS, SALES_SKILLS, SUPPORT_SKILLS } from './business';
import { FINANCE_SKILLS, HR_SKILLS, LEGAL_SKILLS } from './corporate';
import type { TSkillDef } from './define';
import { HEALTHCARE_SKILLS, OPERATIONS_SKILLS } from './field';
import { ADMIN_SKILLS, GENERAL_SKILLS } from './general';
import { SOFTWARE_SKILLS } from './software';
import { EDUCATION_SKILLS, ENGINEERING_SKILLS, HOSPITALITY_SKILLS, RETAIL_SKILLS, TRADES_SKILLS } from './trades';

export type { TSkillDef } from './define';

/** Every canonical skill; a skill's id is its index here. */
export const SKILLS: readonly TSkillDef[] = [
  ...SOFTWARE_SKILLS,
  ...DATA_SKILLS,
  ...SECURITY_SKILLS,
  ...DESIGN_SKILLS,
  ...PRODUCT_SKILLS,
  ...MARKETING_SKILLS,
  ...SALES_SKILLS,
  ...SUPPORT_SKILLS,
  ...FINANCE_SKILLS,
  ...HR_SKILLS,
  ...LEGAL_SKILLS,
  ...OPERATIONS_SKILLS,
  ...HEALTHCARE_SKILLS,
  ...EDUCATION_SKILLS,
  ...ENGINEERING_SKILLS,
  ...TRADES_SKILLS,
  ...HOSPITALITY_SKILLS,
  ...RETAIL_SKILLS,
  ...ADMIN_SKILLS,
  ...GENERAL_SKILLS,
];

type TAlias = { id: number; isAmbiguous: boolean; isSector: boolean };
const aliasEntries = SKILLS.flatMap((skill, id) => [
  ...skill.aliases.map((alias): [string[], TAlias] => [phraseKey(alias).split(' '), { id, isAmbiguous: false, isSector: false }]),
  ...skill.ambiguous.map((alias): [string[], TAlias] => [phraseKey(alias).split(' '), { id, isAmbiguous: true, isSector: false }]),
  ...skill.sectors.map((alias): [string[], TAlias] => [phraseKey(alias).split(' '), { id, isAmbiguous: false, isSector: true }]),
]);
/** The alias table; `conflicts` lists spellings claimed by two skills (a unit test keeps it empty). */
export const SKILL_TABLE = buildPhraseTable(aliasEntries, (a, b) => a.id === b.id);

const BY_NAME = new Map(SKILLS.map((skill, id) => [fold(skill.name), id]));

/** The id of a canonical skill name, case- and accent-insensitive. */
export function skillId(name: string): number | undefined {
  return BY_NAME.get(fold(name));
}

export function skillFamily(id: number): TSkillFamily {
  return SKILLS[id]?.family ?? 'general';
}

/** A skill's name as shown to a reader of the given language. */
export function skillLabel(id: number, locale: TLocale): string {
  const skill = SKILLS[id];
  return skill ? (locale === 'es' ? skill.es : skill.name) : '';
}

/**
 * Whether a known skill stands beside the hit as another item of a list: next to it with punctuation
 * between ("Python, Go"), or with nothing at all between ("Python Go Rust"). "…service and react quickly"
 * is prose, not a list.
 */
function hasListNeighbour(tokens: TTokens, sure: TPhraseHit<TAlias>[], hit: TPhraseHit<TAlias>): boolean {
  const touches = (left: number, right: number) => tokens.breaks[right] === true || tokens.at[right]! === tokens.at[left]! + 1;
  return sure.some((other) => (other.end === hit.start && touches(hit.start - 1, hit.start)) || (other.start === hit.end && touches(hit.end - 1, hit.end)));
}

/**
 * Skills a text names, in order of first mention, each once. An ambiguous word ("Go", "R", "React",
 * "Excel") counts when it stands in a list beside another skill; a word longer than two letters also
 * counts when written with a capital in a text naming another skill of its family. One- and two-letter
 * names ("R", "C", "Go") need both the capital and the list.
 */
export function findSkills(tokens: TTokens): number[] {
  return [...new Set(skillHits(tokens).map((hit) => hit.id))];
}

/** Every time a text names a known skill, in order of mention (repeats kept), with the position of its first word in `tokens.words`. */
export function skillMentions(tokens: TTokens): { id: number; word: number }[] {
  return skillHits(tokens).map((hit) => ({ id: hit.id, word: hit.word }));
}

/**
 * Skills texts name only by a sector's name ("a retail company", "el sector de la logística"):
 * they say what the field is, not that the skill is asked for (docs/product-rules.md §4.10).
 */
export function sectorOnlySkills(...texts: TTokens[]): number[] {
  const hits = texts.flatMap(skillHits);
  const named = new Set(hits.filter((hit) => !hit.isSector).map((hit) => hit.id));
  return [...new Set(hits.filter((hit) => hit.isSector && !named.has(hit.id)).map((hit) => hit.id))];
}

/** Every skill a text names, each time it names it, with whether that time was by a sector's name and where. */
function skillHits(tokens: TTokens): (TAlias & { word: number })[] {
  const hits = findPhrases(SKILL_TABLE, tokens.stems, tokens.breaks);
  const sure = hits.filter((hit) => !hit.value.isAmbiguous);
  const familyCount = new Map<TSkillFamily, number>();
  for (const id of new Set(sure.map((hit) => hit.value.id))) familyCount.set(skillFamily(id), (familyCount.get(skillFamily(id)) ?? 0) + 1);
  const found: (TAlias & { word: number })[] = [];
  for (const hit of hits) {
    const { id, isAmbiguous } = hit.value;
    if (isAmbiguous) {
      const first = tokens.at[hit.start]!;
      const isCased = tokens.isCased[first] ?? false;
      const isListed = hasListNeighbour(tokens, sure, hit);
      const isShort = (tokens.words[first] ?? '').length <= 2;
      const isConfirmed = isShort ? isListed && isCased : isListed || (isCased && (familyCount.get(skillFamily(id)) ?? 0) >= 1);
      if (!isConfirmed) continue;
    }
    found.push({ ...hit.value, word: tokens.at[hit.start]! });
  }
  return found;
}
