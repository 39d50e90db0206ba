import { isFamily, type TFamily } from './families';
import { detectLanguage, judgeLevel, languageMentions } from './languages';
import { readIntent, type TResumeIntent } from './intent';
import { fold, tokenize } from './normalize';
import { readLines, type TResumeLine } from './resume-lines';
import { readPlaces } from './resume-places';
import { isTitleLine, roleTerms, titleFamily } from './roles';
import { coveredYears, levelFromYears, statedYears, titleSeniority, yearRanges } from './seniority';
import type { TResumeProfile } from './types';
import { findSkills, SKILLS, skillFamily } from './vocabulary';

export type TReadOptions = { /** Epoch ms of "now", so that "2021 – present" counts; without it, the latest year the resume names. */ now?: number };

/** A recruiter's reading of a resume: skills, role family, seniority, working languages, places and remote wishes. Pure and deterministic. */
export function readResume(raw: string, options: TReadOptions = {}): TResumeProfile {
  // PDF text breaks words at line ends ("automat-\nizado"); joined back, they are words again.
  const text = raw.replace(/(\p{L})-\r?\n(\p{Ll})/gu, '$1$2');
  const lines = readLines(text);
  const all = tokenize(text);
  const skills = findSkills(all);
  const titles = readTitles(lines);
  const { roleFamily, families } = familiesOf(titles, skills);
  const intent = readIntent(lines);
  const where = withIntent(readPlaces(lines), intent);
  const { languages, languagesStated } = readLanguages(lines, all.words);
  const { seniority, years } = readSeniority(lines, titles, options);
  return {
    skills: skills.map((id) => SKILLS[id]!.name),
    roleFamily,
    families,
    titleTerms: [...new Set(titles.slice(0, 2).flatMap((title) => title.terms))],
    seniority,
    yearsOfExperience: years,
    language: detectLanguage(all.words).language,
    languages,
    languagesStated,
    ...where,
    intent,
  };
}

/**
 * The places and remote wish read line by line, corrected by the stated intent: a place the person
 * rules out is not where they are going, and "no busco remoto" mentions remote without wanting it.
 */
function withIntent(where: ReturnType<typeof readPlaces>, intent: TResumeIntent): ReturnType<typeof readPlaces> {
  const excludedCities = new Set(intent.excludedPlaces.cities);
  const excludedCountries = new Set(intent.excludedPlaces.countries);
  const isRemoteExcluded = intent.modes.excluded.includes('remote');
  // "No office: remote" is remote only; "no busco presencial: híbrido o remoto" is not, the hybrid office is wanted.
  const { wanted, excluded } = intent.modes;
  const isRemoteOnly = !isRemoteExcluded && (where.isRemoteOnly || (wanted.includes('remote') && excluded.includes('onsite') && !wanted.includes('hybrid')));
  return {
    locations: [...new Set([...where.locations.filter((city) => !excludedCities.has(city)), ...intent.relocateTo.cities])],
    countries: where.countries,
    relocationCountries: [...new Set([...where.relocationCountries, ...intent.relocateTo.countries])].filter((code) => !excludedCountries.has(code)),
    isRemoteWanted: !isRemoteExcluded && (where.isRemoteWanted || isRemoteOnly || intent.modes.wanted.includes('remote')),
    isRemoteOnly,
    canRelocate: intent.canRelocate ?? where.canRelocate,
  };
}

type TTitle = { line: TResumeLine; family: TFamily | null; terms: string[]; weight: number };

/** Job titles and the headline, most recent first as resumes list them; the headline weighs most. */
function readTitles(lines: TResumeLine[]): TTitle[] {
  const titles: TTitle[] = [];
  lines.forEach((line, index) => {
    if (line.section === 'education' || line.section === 'skills' || line.section === 'languages') return;
    const terms = roleTerms(line.tokens);
    if (!isTitleLine(line.text, line.tokens, terms)) return;
    const isHeadline = line.section === 'header' && index < 4;
    titles.push({ line, family: titleFamily(terms), terms: terms.map((term) => term.id), weight: (isHeadline ? 2 : 1) / (1 + 0.35 * titles.length) });
  });
  return titles;
}

/** The person's family from their titles; only when no title says it, from their skills, and then it is not trusted to exclude postings. */
function familiesOf(titles: TTitle[], skills: number[]): { roleFamily: string | null; families: string[] } {
  const byTitle = new Map<TFamily, number>();
  for (const title of titles) if (title.family) byTitle.set(title.family, (byTitle.get(title.family) ?? 0) + title.weight);
  const ranked = [...byTitle].sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  if (top) return { roleFamily: top[0], families: ranked.filter(([, votes]) => votes >= top[1] * 0.4).map(([family]) => family) };
  const bySkill = new Map<TFamily, number>();
  for (const id of skills) {
    const family = skillFamily(id);
    if (isFamily(family)) bySkill.set(family, (bySkill.get(family) ?? 0) + SKILLS[id]!.weight);
  }
  const [first, second] = [...bySkill].sort((a, b) => b[1] - a[1]);
  const isClear = first && first[1] >= 2 && first[1] >= 1.5 * (second?.[1] ?? 0);
  return { roleFamily: isClear ? first[0] : null, families: [] };
}

function readSeniority(lines: TResumeLine[], titles: TTitle[], options: TReadOptions) {
  const folded = lines.map((line) => fold(line.text));
  // Without a clock, "present" is the latest year the work history names (a graduation year may lie ahead).
  const yearsNamed = folded.flatMap((line, i) => (lines[i]!.section === 'education' ? [] : [...line.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0]))));
  const now = options.now !== undefined ? new Date(options.now).getUTCFullYear() : Math.max(0, ...yearsNamed);
  const hasExperienceSection = lines.some((line) => line.section === 'experience');
  const ranges = lines.flatMap((line, i) => (line.section === 'experience' || (!hasExperienceSection && line.section !== 'education') ? yearRanges(folded[i]!, now) : []));
  const stated = lines.flatMap((line, i) => (line.section === 'education' ? [] : statedYears(folded[i]!)));
  const covered = ranges.length ? coveredYears(ranges) : null;
  const years = stated.length ? Math.max(...stated) : covered;
  // What the person calls themselves decides: the headline ("Kinesióloga Jr", "Senior…") and the summary's
  // opening words, then the latest title, then years, then an earlier title.
  // Only a summary's first line: a wrapped line may start mid-sentence ("senior stakeholders").
  const firstSummary = lines.find((line) => line.section === 'summary');
  const opening = lines.filter((line) => line.section === 'header' || line === firstSummary).map((line) => titleSeniority(line.tokens.words.slice(0, 6)));
  const [first, second] = titles.filter((title) => title.line.section !== 'header').map((title) => titleSeniority(title.line.tokens.words));
  const fromWords = opening.find((level) => level !== null) ?? first ?? null;
  const seniority = fromWords ?? (years !== null ? levelFromYears(years, true) : (second ?? null));
  return { seniority, years };
}

const LANGUAGE_LABELS = new Set(['languages', 'language', 'idiomas', 'idioma', 'lenguas']);

// A section long enough to tell, written in one language: the person writes, and so works, in it.
const SECTION_WORDS = 15;
const SECTION_SHARE = 0.25;

/**
 * The languages the resume's sections are written in, each section read apart: an English summary
 * over a Spanish work history is written by someone who works in both, however short the summary is
 * beside the history.
 */
function sectionLanguages(lines: TResumeLine[]): Set<string> {
  const found = new Set<string>();
  let run: string[] = [];
  const close = () => {
    const detected = run.length >= SECTION_WORDS ? detectLanguage(run) : null;
    if (detected?.language && detected.share < SECTION_SHARE) found.add(detected.language);
    run = [];
  };
  lines.forEach((line, i) => {
    if (i > 0 && lines[i - 1]!.section !== line.section) close();
    if (line.section === 'summary' || line.section === 'experience') run.push(...line.tokens.words);
  });
  close();
  return found;
}

function readLanguages(lines: TResumeLine[], words: string[]) {
  const detected = detectLanguage(words);
  const spoken = new Set<string>(detected.language ? [detected.language] : []);
  // A resume written half in each language is written by someone who works in both; so is one whose sections are each in one.
  if (detected.language && detected.share >= 0.3) spoken.add(detected.language === 'en' ? 'es' : 'en');
  for (const language of sectionLanguages(lines)) spoken.add(language);
  const affirmed = new Set<string>();
  const denied = new Set<string>();
  let languagesStated = false;
  for (const line of lines) {
    // "… Languages: English, Spanish." inside another section's line is a languages list too.
    let isListed = false;
    for (const mention of languageMentions(line.tokens.words)) {
      isListed = mention.before.some((word) => LANGUAGE_LABELS.has(word)) || (isListed && mention.before.length <= 1);
      const level = judgeLevel(mention.after) ?? judgeLevel(mention.before);
      const isStatement = line.section === 'languages' || isListed;
      if (level === true || (level === null && isStatement)) affirmed.add(mention.code);
      if (level === false) denied.add(mention.code);
      if (level !== null || isStatement) languagesStated = true;
    }
  }
  // The level the person states wins over the language a part of the resume is written in ("inglés B1"
  // under an English summary): a recruiter takes the stated level.
  for (const code of affirmed) spoken.add(code);
  for (const code of denied) if (!affirmed.has(code)) spoken.delete(code);
  return { languages: [...spoken], languagesStated };
}
