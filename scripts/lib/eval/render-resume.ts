/**
 * Writes a resume from a person's attributes, as plain text the way a PDF extractor returns it:
 * header, profile, experience with a title progression, education, skills, languages and what
 * they want (remote, relocation). Mixed resumes switch language by section, as many Spanish
 * speakers in tech write them. The third set (`isProse`) says what it wants in sentences and its
 * languages with levels as people write them ("English (native), Spanish B2").
 */
import type { TLang, TLanguageLevel, TLevel, TResumeAttributes } from './attributes';
import type { TRandom } from './random';
import { composeTitle, fill, inflect, joinList, pdfNoise, skillForm, slug } from './text-utils';
import { CITIES, COMPANIES, COUNTRY_REGION, HEALTH_EMPLOYERS, SPECIALTIES, UNIVERSITIES } from './vocabulary';

type TSection = 'headings' | 'summary' | 'titles' | 'bullets' | 'skills' | 'languages' | 'prefs' | 'education';
/** Which language each part of a mixed resume is written in; 'mix' switches bullet by bullet. */
const MIXED_STYLES: Record<TSection, TLang | 'mix'>[] = [
  // Spanish resume with English job titles and tool names.
  { headings: 'es', summary: 'es', titles: 'en', bullets: 'es', skills: 'en', languages: 'es', prefs: 'es', education: 'es' },
  // English frame, Spanish and English bullets.
  { headings: 'en', summary: 'es', titles: 'en', bullets: 'mix', skills: 'es', languages: 'en', prefs: 'es', education: 'es' },
  // Spanish frame, English summary, bullets switching.
  { headings: 'es', summary: 'en', titles: 'es', bullets: 'mix', skills: 'en', languages: 'es', prefs: 'en', education: 'es' },
];

const HEADINGS: Record<TLang, Record<'profile' | 'experience' | 'education' | 'skills' | 'languages', string[]>> = {
  en: {
    profile: ['PROFILE', 'SUMMARY', 'About me', 'Professional Summary'],
    experience: ['EXPERIENCE', 'Work Experience', 'PROFESSIONAL EXPERIENCE', 'Employment History'],
    education: ['EDUCATION', 'Education'],
    skills: ['SKILLS', 'Skills & Tools', 'TECHNICAL SKILLS', 'Core Competencies'],
    languages: ['LANGUAGES', 'Languages'],
  },
  es: {
    profile: ['PERFIL', 'PERFIL PROFESIONAL', 'Sobre mí', 'Extracto'],
    experience: ['EXPERIENCIA', 'EXPERIENCIA PROFESIONAL', 'Experiencia laboral', 'Trayectoria'],
    education: ['FORMACIÓN', 'Formación académica', 'EDUCACIÓN', 'ESTUDIOS'],
    skills: ['HABILIDADES', 'Competencias', 'CONOCIMIENTOS', 'Herramientas y conocimientos'],
    languages: ['IDIOMAS', 'Idiomas'],
  },
};

const SUMMARIES: Record<TLang, Record<TLevel, string[]>> = {
  en: {
    0: [
      '{degree} student looking for a first internship as a {base}. University projects with {skills}.',
      'Final-year {degree} student. Looking for an internship or graduate programme as a {base}; hands-on with {skills} from coursework.',
    ],
    1: ['{title} with {years} {yearsWord} of experience in {skills}.', 'Early-career {base} ({years} {yearsWord}) working with {skills}, keen to keep learning.'],
    2: ['{title} with {years} {yearsWord} of experience in {skills}.', '{base} with {years} {yearsWord} building results with {skills}.'],
    3: ['{title} with {years} {yearsWord} of experience in {skills}.', 'Seasoned {base} ({years} {yearsWord}) with deep expertise in {skills}, mentoring others.'],
    4: [
      '{title} with {years} {yearsWord} of experience, leading teams of {n}. Expertise in {skills}.',
      'Hands-on leader: {years} {yearsWord} as a {base}, the last {k} managing a team of {n}. Strong in {skills}.',
    ],
  },
  es: {
    0: [
      'Estudiante de último curso de {degree} en busca de mis primeras prácticas como {base}. Proyectos universitarios con {skills}.',
      'Recién titulado/a en {degree}, busco prácticas o programa de graduados como {base}. Manejo {skills}.',
    ],
    1: ['{title} con {years} {yearsWord} de experiencia en {skills}.', '{base} con {years} {yearsWord} de experiencia y muchas ganas de seguir aprendiendo. Trabajo con {skills}.'],
    2: ['{title} con {years} {yearsWord} de experiencia en {skills}.', 'Profesional con {years} {yearsWord} como {base}, trabajando con {skills}.'],
    3: ['{title} con {years} {yearsWord} de experiencia en {skills}.', '{base} con amplia experiencia ({years} {yearsWord}) en {skills}; mentor/a de perfiles junior.'],
    4: [
      '{title} con {years} {yearsWord} de experiencia y equipos de {n} personas a mi cargo. Experto/a en {skills}.',
      'Más de {years} {yearsWord} como {base}; los últimos {k} liderando un equipo de {n}. {skills}.',
    ],
  },
};

const NOISE: Record<string, Record<TLang, string[]>> = {
  default: {
    en: ['Took part in a company-wide {n} initiative', 'Completed an online course in {n}', 'Collaborated with engineering on a {n} proof of concept'],
    es: ['Participé en una iniciativa interna de {n}', 'Curso online de {n}', 'Colaboré con ingeniería en una prueba de concepto de {n}'],
  },
  hr: { en: ['Recruited {n} developers for the product teams'], es: ['Selección de perfiles de {n} para los equipos de producto'] },
  sales: { en: ['Sold {n}-based solutions to enterprise clients'], es: ['Venta de soluciones basadas en {n} a grandes cuentas'] },
  marketing: { en: ['Worked with data scientists on {n} audience segmentation'], es: ['Trabajé con científicos de datos en segmentación con {n}'] },
};

const LANGUAGE_NAMES: Record<TLang, Record<TLang, string>> = { en: { en: 'English', es: 'Spanish' }, es: { en: 'Inglés', es: 'Español' } };
const LEVEL_NAMES: Record<TLang, Record<TLanguageLevel, string>> = {
  en: { native: 'Native', C2: 'Proficient (C2)', C1: 'Fluent (C1)', B2: 'Upper-intermediate (B2)', B1: 'Intermediate (B1)', A2: 'Basic (A2)' },
  es: { native: 'Nativo', C2: 'Bilingüe (C2)', C1: 'Avanzado (C1)', B2: 'Intermedio alto (B2)', B1: 'Intermedio (B1)', A2: 'Básico (A2)' },
};

const PREFS: Record<TLang, Record<TResumeAttributes['remote'], string[]>> = {
  en: {
    only: ['Looking for fully remote roles.', 'Remote only (based in {city}).', 'Open to remote positions only.'],
    open: ['Open to hybrid, on-site or remote roles.', 'Open to remote work.', ''],
    onsite: ['Prefer on-site work in {city}.', 'Looking for office-based roles in {city}.'],
    none: ['Not looking for remote roles; on-site or hybrid in {city}.', 'No remote work: office-based or hybrid roles in {city}.'],
    hybrid: ['Hybrid or remote roles; no full-time office.'],
  },
  es: {
    only: ['Busco posiciones 100% remotas.', 'Solo teletrabajo (resido en {city}).', 'Disponibilidad únicamente para trabajo en remoto.'],
    open: ['Abierto/a a modalidad híbrida, presencial o remota.', 'Disponibilidad para teletrabajo.', ''],
    onsite: ['Preferiblemente presencial en {city}.', 'Busco puestos presenciales en {city}.'],
    none: ['No busco trabajo remoto; presencial o híbrido en {city}.', 'Sin teletrabajo: presencial o híbrido en {city}.'],
    hybrid: ['Híbrido o remoto; no presencial.'],
  },
};
const RELOCATION: Record<TLang, string> = { en: 'Willing to relocate to {cities}.', es: 'Disponibilidad para trasladarme a {cities}.' };
// What the person says of where they work, in prose, when they say more than a remote wish and cities.
const MOVING: Record<TLang, string[]> = {
  en: ['Relocating to {city} in {month}; not looking for roles in {home}.', 'Moving to {city} this {season}.'],
  es: ['Me traslado a {city} en {month}; no busco puestos en {home}.', 'Me mudo a {city} este {season}.'],
};
const MONTHS: Record<TLang, string[]> = { en: ['March', 'September', 'January'], es: ['marzo', 'septiembre', 'enero'] };
const SEASONS: Record<TLang, string[]> = { en: ['spring', 'summer', 'autumn'], es: ['verano', 'otoño', 'invierno'] };
const ONLY_CITY: Record<TLang, string[]> = {
  en: ['{city} only: not open to relocation.', 'Only roles in {city}; no relocation.'],
  es: ['Solo {city}, sin reubicación.', 'Únicamente en {city}; sin posibilidad de traslado.'],
};
const EXCLUDED: Record<TLang, string> = { en: 'Not looking for roles in {countries}.', es: 'No busco trabajo en {countries}.' };
const COUNTRY_NAMES: Record<TLang, Partial<Record<string, string>>> = {
  en: { ES: 'Spain', US: 'the US', UK: 'the UK', MX: 'Mexico' },
  es: { ES: 'España', US: 'Estados Unidos', UK: 'Reino Unido', MX: 'México' },
};
const TIME_ZONES: Record<TLang, Record<NonNullable<TResumeAttributes['timeZone']>, string[]>> = {
  en: { europe: ['UK/EU time zones.', 'Working hours in European time zones.'], americas: ['Americas time zones only.'] },
  es: { europe: ['Horario europeo (UK/UE).', 'En husos horarios de Europa.'], americas: ['Solo husos horarios de América.'] },
};

// The third set (r37 on) tells its wishes in prose: full sentences as people write them, not a
// preferences line. Mixed ones switch language between the summary and the work history.
const PROSE_MIXED_STYLES: Record<TSection, TLang | 'mix'>[] = [
  // English summary and wishes, Spanish work history and studies.
  { headings: 'en', summary: 'en', titles: 'en', bullets: 'es', skills: 'es', languages: 'en', prefs: 'en', education: 'es' },
  // Spanish summary and wishes, English work history.
  { headings: 'es', summary: 'es', titles: 'en', bullets: 'en', skills: 'en', languages: 'es', prefs: 'es', education: 'en' },
  // English headings and history, a Spanish summary and wishes.
  { headings: 'en', summary: 'es', titles: 'en', bullets: 'en', skills: 'en', languages: 'es', prefs: 'es', education: 'en' },
];
const PROSE_MODES: Record<TLang, Record<TResumeAttributes['remote'], string[]>> = {
  en: {
    only: [
      'I only work remotely and want to keep it that way.',
      'Looking for a fully remote role; I have worked from home since 2020.',
      'Remote only, please: no office or hybrid roles.',
    ],
    open: ['Happy to work remotely, hybrid or from an office in {city}.', 'Open to remote, hybrid or on-site roles in {city}.'],
    onsite: ['I work best with the team in the room, so I prefer on-site roles in {city}.', 'I prefer an office-based role in {city}.'],
    none: ["I'm not looking for remote work: on-site or hybrid in {city}.", 'Not interested in remote roles. I want to be in the office in {city}, full time or hybrid.'],
    hybrid: ['Not looking for a full-time office job: hybrid or remote.', "I'm after hybrid or remote work, not five days a week in the office."],
  },
  es: {
    only: ['Busco exclusivamente trabajo en remoto.', 'Solo me interesan puestos 100% remotos.', 'Llevo años teletrabajando y quiero seguir así: solo remoto.'],
    open: ['Me adapto a remoto, híbrido o presencial en {city}.', 'Abierto/a a trabajar en remoto, en híbrido o presencial en {city}.'],
    onsite: ['Prefiero trabajar presencial, con el equipo, en {city}.', 'Me gusta la oficina: busco puestos presenciales en {city}.'],
    none: ['No busco trabajo remoto; presencial o híbrido en {city}.', 'No me interesa el teletrabajo: quiero ir a la oficina en {city}, presencial o híbrido.'],
    hybrid: ['No busco presencial: híbrido o remoto.', 'Busco híbrido o remoto, no presencial a tiempo completo.'],
  },
};
const PROSE_RELOCATION: Record<TLang, string[]> = {
  en: ['Open to relocating to {cities}.', 'I would happily move to {cities} for the right role.'],
  es: ['Me mudaría a {cities} sin problema.', 'Dispuesto/a a trasladarme a {cities}.'],
};
const PROSE_MOVING: Record<TLang, string[]> = {
  en: ["I'm relocating to {city} in {month} and no longer looking in {home}.", 'Moving to {city} in {month}, so roles there, not in {home}.'],
  es: ['Me traslado a {city} en {month}; ya no busco en {home}.', 'En {month} me mudo a {city}: busco allí, no en {home}.'],
};
const PROSE_ONLY_CITY: Record<TLang, string[]> = {
  en: ["I'm staying in {city}: not open to relocation.", "Only interested in roles in {city}; I won't relocate."],
  es: ['Solo {city}, sin reubicación.', 'Únicamente {city}; no me planteo mudarme.'],
};
// Someone who works in their own city only and wants no remote work says both at once.
const PROSE_ONLY_CITY_NO_REMOTE: Record<TLang, string> = { en: '{city} only, no remote.', es: 'Solo {city}, sin remoto.' };
const PROSE_EXCLUDED: Record<TLang, string[]> = { en: ['Not looking for roles in {countries}.'], es: ['No me interesa trabajar en {countries}.'] };
const PROSE_TIME_ZONES: Record<TLang, Record<NonNullable<TResumeAttributes['timeZone']>, string[]>> = {
  en: { europe: ['UK/EU time zones only.', 'I work European hours (GMT/CET).'], americas: ['Americas time zones only.'] },
  es: { europe: ['Horario europeo (CET).', 'Solo husos horarios de Europa (UK/UE).'], americas: ['Solo husos horarios de América.'] },
};
const PROSE_LOOKING: Record<TLang, string[]> = { en: ["What I'm looking for", 'Looking for'], es: ['Qué busco', 'Lo que busco'] };
const PROSE_LEVELS: Record<TLang, Record<TLanguageLevel, string>> = {
  en: { native: 'native', C2: 'C2', C1: 'C1', B2: 'B2', B1: 'B1', A2: 'A2, basic' },
  es: { native: 'nativo', C2: 'C2', C1: 'C1', B2: 'B2', B1: 'B1', A2: 'A2, básico' },
};

/** What a person of the third set says of where and how they want to work, as sentences. */
function prosePrefs(rng: TRandom, person: TResumeAttributes, lang: TLang, cityName: (l: TLang, city?: string) => string): string[] {
  const g = (text: string) => inflect(text, person.gender);
  const city = cityName(lang, person.movingTo ?? person.city);
  const sentences: string[] = [];
  if (person.movingTo) {
    sentences.push(fill(rng.pick(PROSE_MOVING[lang]), { city, home: cityName(lang), month: rng.pick(MONTHS[lang]) }));
  }
  if (person.onlyCity && person.remote === 'none') sentences.push(fill(PROSE_ONLY_CITY_NO_REMOTE[lang], { city }));
  else {
    sentences.push(g(fill(rng.pick(PROSE_MODES[lang][person.remote]), { city })));
    if (person.onlyCity) sentences.push(fill(rng.pick(PROSE_ONLY_CITY[lang]), { city }));
  }
  if (person.relocation.length) {
    const cities = joinList(
      person.relocation.map((c) => cityName(lang, c)),
      lang,
    );
    sentences.push(g(fill(rng.pick(PROSE_RELOCATION[lang]), { cities })));
  }
  if (person.excludedCountries?.length) {
    const countries = joinList(
      person.excludedCountries.map((code) => COUNTRY_NAMES[lang][code] ?? code),
      lang,
    );
    sentences.push(fill(rng.pick(PROSE_EXCLUDED[lang]), { countries }));
  }
  if (person.timeZone) sentences.push(rng.pick(PROSE_TIME_ZONES[lang][person.timeZone]));
  return sentences;
}

/** "English (native), Spanish C1" or "Inglés C1, español nativo": levels as people write them. */
function proseLanguages(rng: TRandom, person: TResumeAttributes, lang: TLang): string {
  const inParentheses = rng.chance(0.5);
  return person.languages
    .map((l, i) => {
      const name = i === 0 ? LANGUAGE_NAMES[lang][l.code] : LANGUAGE_NAMES[lang][l.code].toLowerCase();
      const level = PROSE_LEVELS[lang][l.level];
      return `${lang === 'en' ? LANGUAGE_NAMES[lang][l.code] : name} ${inParentheses ? `(${level})` : level}`;
    })
    .join(', ');
}

const STACK: Record<TLang, string[]> = { en: ['Tools: {s}', 'Stack: {s}', 'Used daily: {s}'], es: ['Herramientas: {s}', 'Stack: {s}', 'Uso diario: {s}'] };

function phone(rng: TRandom, country: string): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const formats: Record<string, string> = {
    ES: `+34 6${d(2)} ${d(3)} ${d(3)}`,
    MX: `+52 55 ${d(4)} ${d(4)}`,
    AR: `+54 9 11 ${d(4)}-${d(4)}`,
    CO: `+57 3${d(2)} ${d(3)} ${d(4)}`,
    CL: `+56 9 ${d(4)} ${d(4)}`,
    PE: `+51 9${d(2)} ${d(3)} ${d(3)}`,
    UY: `+598 9${d(1)} ${d(3)} ${d(3)}`,
    UK: `+44 7${d(3)} ${d(6)}`,
    US: `+1 (${d(3)}) ${d(3)}-${d(4)}`,
  };
  return formats[country] ?? d(9);
}

const YEARS: Record<TLevel, [number, number]> = { 0: [0, 0], 1: [1, 2], 2: [3, 5], 3: [6, 9], 4: [10, 15] };
const NOW_YEAR = 2025;

/** `isProse`: the person tells their wishes and languages in sentences (the third set). */
export function renderResume(rng: TRandom, person: TResumeAttributes, options: { isProse?: boolean } = {}): string {
  const isProse = options.isProse ?? false;
  const spec = SPECIALTIES[person.specialty];
  const home = CITIES[person.city];
  if (!spec || !home) throw new Error(`Resume ${person.id} has an unknown specialty or city`);
  const style: Record<TSection, TLang | 'mix'> =
    person.textLanguage === 'mixed'
      ? rng.pick(isProse ? PROSE_MIXED_STYLES : MIXED_STYLES)
      : {
          headings: person.textLanguage,
          summary: person.textLanguage,
          titles: person.textLanguage,
          bullets: person.textLanguage,
          skills: person.textLanguage,
          languages: person.textLanguage,
          prefs: person.textLanguage,
          education: person.textLanguage,
        };
  const lang = (section: TSection): TLang => {
    const value = style[section];
    return value === 'mix' ? (rng.chance(0.5) ? 'en' : 'es') : value;
  };
  const g = (text: string) => inflect(text, person.gender);
  const heading = (key: keyof (typeof HEADINGS)['en']) => rng.pick(HEADINGS[lang('headings')][key]);
  const cityName = (l: TLang, city = person.city) => rng.pick(CITIES[city]?.[l] ?? [city]);
  const years = rng.int(...YEARS[person.seniority]);
  const titleLang = lang('titles');
  const currentTitle = g(composeTitle(rng, person.specialty, person.seniority, titleLang));
  const lines: string[] = [];

  // Header: name, headline, contact.
  const headerLang = lang('headings');
  lines.push(rng.chance(0.5) ? person.name.toUpperCase() : person.name);
  if (person.seniority > 0 || rng.chance(0.5)) lines.push(currentTitle);
  const email = `${slug(person.name).replace(/-/g, rng.pick(['.', '', '_']))}@${rng.pick(['gmail.com', 'outlook.com', 'proton.me', headerLang === 'en' ? 'icloud.com' : 'hotmail.es'])}`;
  lines.push([cityName(headerLang), email, phone(rng, home.country), `linkedin.com/in/${slug(person.name)}`].join(rng.pick([' | ', ' · ', '  ', ' – '])));
  lines.push('');

  // Profile with skills, then what the person wants.
  const summaryLang = lang('summary');
  const degree = rng.pick(spec.degrees[lang('education')]);
  const summarySkills = rng.sample(person.skills, Math.min(3, person.skills.length)).map((s) => skillForm(rng, s, summaryLang));
  const teamSize = String(rng.int(4, 12));
  const summary = g(
    fill(rng.pick(SUMMARIES[summaryLang][person.seniority]), {
      title: summaryLang === titleLang ? currentTitle : g(composeTitle(rng, person.specialty, person.seniority, summaryLang)),
      base: g(rng.pick(spec.titles[summaryLang])),
      years: String(years),
      yearsWord: years === 1 ? (summaryLang === 'en' ? 'year' : 'año') : summaryLang === 'en' ? 'years' : 'años',
      skills: joinList(summarySkills, summaryLang),
      degree,
      n: teamSize,
      k: String(rng.int(2, 5)),
    }),
  );
  const prefsLang = lang('prefs');
  const prefs = [
    g(fill(rng.pick(PREFS[prefsLang][person.remote]), { city: cityName(prefsLang) })),
    person.relocation.length
      ? fill(RELOCATION[prefsLang], {
          cities: joinList(
            person.relocation.map((c) => cityName(prefsLang, c)),
            prefsLang,
          ),
        })
      : '',
  ].filter(Boolean);
  // Drawn only for people who state more, so everyone else's text stays as it was.
  if (person.movingTo) {
    const words = { city: cityName(prefsLang, person.movingTo), home: cityName(prefsLang), month: rng.pick(MONTHS[prefsLang]), season: rng.pick(SEASONS[prefsLang]) };
    prefs.unshift(fill(rng.pick(MOVING[prefsLang]), words));
  }
  if (person.onlyCity) prefs.push(fill(rng.pick(ONLY_CITY[prefsLang]), { city: cityName(prefsLang) }));
  if (person.excludedCountries?.length) {
    prefs.push(
      fill(EXCLUDED[prefsLang], {
        countries: joinList(
          person.excludedCountries.map((code) => COUNTRY_NAMES[prefsLang][code] ?? code),
          prefsLang,
        ),
      }),
    );
  }
  if (person.timeZone) prefs.push(rng.pick(TIME_ZONES[prefsLang][person.timeZone]));
  if (isProse) prefs.splice(0, prefs.length, ...prosePrefs(rng, person, prefsLang, cityName));
  const prefsInSummary = rng.chance(0.5);
  lines.push(heading('profile'), prefsInSummary ? [summary, ...prefs].join(' ') : summary, '');

  // Experience: the current role at the person's level, earlier ones a level or more below.
  const levels: TLevel[] =
    person.seniority === 0 ? [0] : person.seniority === 1 ? (rng.chance(0.5) ? [1, 0] : [1]) : person.seniority === 2 ? [2, 1] : person.seniority === 3 ? [3, 2, 1] : [4, 3, 2];
  const employers = person.field === 'healthcare' ? HEALTH_EMPLOYERS : COMPANIES;
  const companies = rng.sample([...employers[COUNTRY_REGION[home.country]], ...employers.global.slice(0, 2)], levels.length);
  const unused = new Set(person.skills);
  const noiseRole = rng.int(0, levels.length - 1);
  const freshAchievements = rng.shuffle(spec.achievements.en.map((_, k) => k));
  let end = NOW_YEAR;
  const totalMonths = Math.max(6, years * 12);
  lines.push(heading('experience'));
  levels.forEach((level, i) => {
    const months = i === levels.length - 1 ? Math.max(4, totalMonths - (NOW_YEAR - end) * 12) : Math.max(6, Math.round((totalMonths / levels.length) * (i === 0 ? 1.2 : 0.9)));
    const start = end - Math.max(1, Math.round(months / 12));
    const title = i === 0 ? currentTitle : g(composeTitle(rng, person.specialty, level, titleLang));
    const dateLang = lang('headings');
    const startText = dateLang === 'en' ? `${rng.pick(['Jan', 'Mar', 'Jun', 'Sep', 'Oct'])} ${start}` : `${String(rng.int(1, 12)).padStart(2, '0')}/${start}`;
    const endText = i === 0 ? (dateLang === 'en' ? rng.pick(['Present', 'present', 'Now']) : rng.pick(['Actualidad', 'actualidad', 'Hoy'])) : String(end);
    const company = companies[i] ?? rng.pick(employers.global);
    const where = cityName(dateLang);
    lines.push(
      rng.pick([
        `${title} — ${company}, ${where}    ${startText} – ${endText}`,
        `${title} | ${company} | ${startText} - ${endText}`,
        `${company} (${where})\n${title}, ${startText} – ${endText}`,
      ]),
    );
    const bulletChar = rng.pick(['•', '-', '▪', '*', '']);
    // Each achievement is told once; when they run out, older roles get duty lines, as people copy them from postings.
    for (let b = i === 0 ? rng.int(2, 3) : rng.int(1, 2); b > 0; b--) {
      const bulletLang = lang('bullets');
      const template = freshAchievements.shift();
      const skill = rng.pick([...unused].length ? [...unused] : person.skills);
      if (template === undefined) {
        lines.push(`${bulletChar} ${rng.pick(spec.duties[bulletLang])}`.trim());
        continue;
      }
      unused.delete(skill);
      lines.push(`${bulletChar} ${g(fill(spec.achievements[bulletLang][template] ?? '', { s: skillForm(rng, skill, bulletLang) }))}`.trim());
    }
    if (i === noiseRole && person.noiseSkills.length) {
      const bulletLang = lang('bullets');
      const templates = (NOISE[person.field] ?? NOISE.default)?.[bulletLang] ?? [];
      lines.push(
        `${bulletChar} ${fill(rng.pick(templates), {
          n: joinList(
            person.noiseSkills.map((n) => skillForm(rng, n, bulletLang)),
            bulletLang,
          ),
        })}`.trim(),
      );
    }
    end = start;
  });
  const hasSkillsSection = rng.chance(0.75);
  if (!hasSkillsSection && unused.size) {
    const stackLang = lang('skills');
    lines.push(fill(rng.pick(STACK[stackLang]), { s: [...unused].map((s) => skillForm(rng, s, stackLang)).join(', ') }));
  }
  lines.push('');

  // Education.
  const uni = rng.pick(UNIVERSITIES[home.country]);
  const gradYear = person.seniority === 0 ? NOW_YEAR + rng.int(0, 1) : end - rng.int(0, 1);
  lines.push(heading('education'), `${degree} — ${uni}, ${person.seniority === 0 ? `${gradYear - 4}–${gradYear}` : gradYear}`, '');

  if (hasSkillsSection) {
    const skillsLang = lang('skills');
    const separator = rng.pick([', ', ' · ', ' | ', '\n']);
    lines.push(
      heading('skills'),
      rng
        .shuffle(person.skills)
        .map((s) => skillForm(rng, s, skillsLang))
        .join(separator),
      '',
    );
  }

  // Languages: monolingual people writing in their own language often leave the section out.
  const langsLang = lang('languages');
  const isMonolingualSilent = person.languages.length === 1 && person.textLanguage === person.languages[0]?.code && rng.chance(0.5);
  if (isProse) lines.push(heading('languages'), proseLanguages(rng, person, langsLang), '');
  else if (!isMonolingualSilent) {
    lines.push(
      heading('languages'),
      person.languages.map((l) => `${LANGUAGE_NAMES[langsLang][l.code]}: ${LEVEL_NAMES[langsLang][l.level]}`).join(rng.pick(['; ', '\n', ' · '])),
      '',
    );
  }
  if (!prefsInSummary && prefs.length) {
    if (isProse && rng.chance(0.5)) lines.push(rng.pick(PROSE_LOOKING[prefsLang]));
    lines.push(prefs.join(' '));
  }
  return pdfNoise(rng, lines.join('\n'), headerLang, person.name);
}
