// The words a resume states its wishes with, in English and Spanish, folded (lower case, no accents).
// docs/product-rules.md §4.10: what the person says about where and how they want to work.

/** How the work is done, as a person states it. */
export type TWorkMode = 'remote' | 'hybrid' | 'onsite';

/** A working language's level as resumes state it: a CEFR level or the plain words for one. */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1', 'fluent', 'advanced', 'intermediate', 'basic'] as const;
export type TLanguageLevel = (typeof LANGUAGE_LEVELS)[number];

// Words that turn what follows them in the clause into a "no" ("no busco remoto", "sin reubicación", "not in Spain").
export const NEGATIONS = new Set(['no', 'not', 'never', 'nunca', 'sin', 'ni', 'nor', 'without', 'dont', 'excluding', 'except', 'excepto', 'salvo', 'outside', 'fuera']);
// A negation that says yes ("no problem relocating", "no me importa mudarme", "sin inconveniente").
export const YES_AFTER_ALL = /\b(no problem|sin problema|no tengo problema|no me importa|don t mind|do not mind|no inconveniente|sin inconveniente|not only|no solo)\b/;
// Words that narrow a wish to what follows ("solo Madrid", "remote only", "100% remoto").
export const ONLY = /\b(only|solo|solamente|unicamente|exclusivamente|exclusively|strictly|100|fully|totalmente|completamente|entirely)\b/;
// Words that narrow where the person works to the places after them ("remote within the EU", "dentro de España",
// "remoto desde la UE": working remotely from there), without narrowing how: "within" says nothing of the modes.
export const WITHIN = /\b(within|dentro de|(remote|remotely|remot[oa]s?|teletrabajo) (from|desde))\b/;
// A "no" before "outside" is "within" ("not outside the EU", "no fuera de la UE"): a no that says only there.
export const NOT_OUTSIDE = new Set(['no', 'not', 'never', 'nunca', 'dont']);
export const OUTSIDE = new Set(['outside', 'fuera']);

// A move: places after these words are where the person goes, not where they are.
export const MOVE = /^(relocat\w*|reubic\w*|traslad\w*|mudarme|mudo|mudare|mudanza|mudar\w*|move|moving|movilidad|emigr\w*)$/;
// A move that is an offer, not a plan: the current city stays wanted.
export const OPEN = /\b(open|abiert[oa]s?|dispuest[oa]s?|disponible|disponibilidad|willing|happy|consider\w*|would|podria|available|flexible|interes\w*|me planteo)\b/;
// Words that say a clause is a wish (and not a fact of the work history).
export const WISH =
  /\b(busco|buscando|looking|seeking|seek|prefer\w*|want|wanted|quiero|deseo|open|abiert[oa]|disponible|disponibilidad|available|interested|interesad[oa]|modalidad|work mode|preferences|preferencias|objetivo|objective|target|goal|only|solo|unicamente|exclusivamente|dispuest[oa]|willing)\b/;

// A wish stated plainly enough to count even among the work history's lines ("Experience: … Looking for remote roles.").
export const PLAIN_WISH =
  /\b(busco|looking for|seeking|open to|abiert[oa] a|disponible para|disponibilidad para|dispuest[oa] a|willing to|prefer|prefiero|preferiblemente|preferences|preferencias|quiero|i want|me traslado|relocating to)\b/;

// A clause about what the person has done or knows ("sin experiencia en remoto", "experience with remote teams") states no wish.
export const EXPERIENCE = /\b(experience|experienced|experiencia|knowledge|conocimientos?|background|worked|trabaje|trabajado)\b/;

export const REMOTE = new Set(['remote', 'remoto', 'remota', 'remotos', 'remotas', 'remotamente', 'remotely', 'teletrabajo', 'telework', 'teleworking', 'wfh', 'distancia']);
export const HYBRID = new Set(['hybrid', 'hibrido', 'hibrida', 'hibridos', 'hibridas', 'semipresencial']);
export const ONSITE = new Set(['presencial', 'presenciales', 'onsite', 'office', 'oficina', 'oficinas', 'in-office']);
// "home office" is remote; "on site" and "in person" are on-site.
export const MODE_PHRASES: [RegExp, TWorkMode][] = [
  [/\b(home office|work from home|desde casa|from anywhere)\b/, 'remote'],
  [/\b(on site|in person|en persona|office based|in office)\b/, 'onsite'],
];

// "UK/EU time zones", "zona horaria europea", "horario CET".
export const TIME_ZONE = /\b(time ?zones?|timezones?|zonas? horarias?|husos? horarios?|horario|hours overlap|gmt|utc|cet|bst)\b/;

export const LEVEL_WORDS: [RegExp, TLanguageLevel][] = [
  [/\b(native|nativ[oa]|mother tongue|lengua materna|bilingual|bilingue)\b/, 'native'],
  [/\bc2\b/, 'C2'],
  [/\bc1\b/, 'C1'],
  [/\b(b2|upper intermediate|intermedio alto|intermedia alta)\b/, 'B2'],
  [/\bb1\b/, 'B1'],
  [/\ba2\b/, 'A2'],
  [/\ba1\b/, 'A1'],
  [/\b(fluent|fluid[oa]|fluency|fluidez)\b/, 'fluent'],
  [/\b(advanced|avanzad[oa]|proficient|professional|profesional)\b/, 'advanced'],
  [/\b(intermediate|intermedi[oa])\b/, 'intermediate'],
  [/\b(basic|basic[oa]|elementary|elemental|beginner|principiante|notions|nociones)\b/, 'basic'],
];
