import type { TLocale } from '../locale';
import { placeLabel } from '../text-match';
import { familyLabel, isFamily } from './families';
import type { TMatchExplanation, TMatchLabels, TMatchNames } from './types';
import { skillId, skillLabel } from './vocabulary';

/** A canonical skill name in the reader's language; a name the vocabulary no longer knows stays as it was stored. */
function skillName(name: string, locale: TLocale): string {
  const id = skillId(name);
  return id === undefined ? name : skillLabel(id, locale);
}

function names(match: TMatchExplanation, locale: TLocale): TMatchNames {
  const role = match.reason.values?.role;
  const place = match.reason.where?.place;
  return {
    matched: match.matched_skills.map((name) => skillName(name, locale)),
    missing: match.missing_skills.map((name) => skillName(name, locale)),
    reasonSkills: (match.reason.skills ?? []).map((name) => skillName(name, locale)),
    ...(typeof role === 'string' && isFamily(role) ? { role: familyLabel(role, locale) } : {}),
    ...(place ? { place: placeLabel(place, locale) } : {}),
  };
}

/**
 * A match with its skills, field and place named in both interface languages, as it leaves the
 * server: the engine and the stored requests keep ids (canonical skill names, a family id, the
 * posting's location), so a result reads in whichever language the person switches to.
 */
export function labelMatch<TMatch extends TMatchExplanation>(match: TMatch): TMatch & { labels: TMatchLabels } {
  return { ...match, labels: { en: names(match, 'en'), es: names(match, 'es') } };
}
