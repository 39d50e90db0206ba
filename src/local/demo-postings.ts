import type { TDemoCompany } from './demo-companies';
import type { TDemoRole } from './demo-roles';
import { skillId, skillLabel } from '../domain/matching/vocabulary';

/** What a posting's text is written from: its own draws come from `random`, so the job's other fields never shift. */
export type TPostingInput = {
  isSpanish: boolean;
  title: string;
  role: TDemoRole;
  company: TDemoCompany | null;
  location: string;
  isRemote: boolean;
  /** Fields whose work is done on site (a ward, a classroom, a plant): rarely hybrid. */
  isOnSiteField: boolean;
  random: () => number;
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** `count` entries of `list` in a seeded order (a partial Fisher–Yates shuffle of a copy). */
function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = 0; i < Math.min(count, copy.length); i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** "Machine learning" → "machine learning", as a sentence writes it; names such as "Power BI", "Ruby on Rails" or "Python" keep their capitals. */
function inSentence(label: string): string {
  const [first = '', ...rest] = label.split(' ');
  const isCommon = rest.length > 0 && /^\p{Lu}\p{Ll}+$/u.test(first) && rest.every((word) => !/\p{Lu}/u.test(word));
  return isCommon ? label.charAt(0).toLocaleLowerCase() + label.slice(1) : label;
}

/** A skill's name in the posting's language; one- and two-letter names ("Go") go first, where a list reads them as skills. */
function names(skills: string[], isSpanish: boolean): string[] {
  const labels = skills.map((name) => {
    const id = skillId(name);
    return inSentence(id === undefined ? name : skillLabel(id, isSpanish ? 'es' : 'en'));
  });
  return labels.sort((a, b) => Number(b.length <= 2) - Number(a.length <= 2));
}

/** "a, b and c" / "a, b y c". */
function series(items: string[], isSpanish: boolean): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${isSpanish ? 'y' : 'and'} ${items.at(-1)}`;
}

const LEVELS = [
  { years: 1, share: 0.25 },
  { years: 3, share: 0.45 },
  { years: 5, share: 0.3 },
] as const;

const BENEFITS: [en: string, es: string][] = [
  ['We offer flexible hours, 25 days of holiday and a yearly learning budget.', 'Ofrecemos horario flexible, 25 días de vacaciones y presupuesto anual para formación.'],
  ['Private health insurance, a learning budget and a team that respects your time.', 'Seguro médico privado, presupuesto de formación y un equipo que respeta tu tiempo.'],
  [
    'You will get a permanent contract, meal allowance and two weeks a year to work from anywhere.',
    'Contrato indefinido, ayuda para comida y dos semanas al año para trabajar desde donde quieras.',
  ],
  ['We care about growth: mentoring, conferences and a clear career path.', 'Nos importa tu crecimiento: mentoría, congresos y un plan de carrera claro.'],
  [
    'Equity for every employee, parental leave above the legal minimum and a yearly offsite.',
    'Participación en la empresa, permisos parentales por encima del mínimo legal y un encuentro anual del equipo.',
  ],
];

/** How and where the work is done: remote for the residents a remote location names, else hybrid or on site in its city. */
function workMode({ isSpanish, location, isRemote, isOnSiteField, random }: TPostingInput): string {
  const region = /\((.+)\)/.exec(location)?.[1] ?? '';
  if (isRemote) {
    const where = { US: 'the United States', UK: 'the United Kingdom', España: 'España', LatAm: 'Latinoamérica' }[region] ?? region;
    return isSpanish ? `Puesto 100 % en remoto para residentes en ${where}.` : `This is a fully remote role for people living in ${where}.`;
  }
  const city = location.split(',')[0]!.trim();
  const isHybrid = random() < (isOnSiteField ? 0.1 : 0.6);
  if (isHybrid) {
    return isSpanish
      ? `Modalidad híbrida: tres días por semana en nuestra oficina de ${city} y el resto desde casa.`
      : `Hybrid: three days a week at our ${city} office, the rest from home.`;
  }
  return isSpanish ? `Trabajo presencial en ${city}.` : `This role is on site in ${city}.`;
}

const article = (title: string) => (/^(?:[AEIO]|HR\b|SEO\b|FP&A\b)/.test(title) ? 'an' : 'a');

/**
 * A posting as recruiters write one: who is hiring and for what team, what the person will do, what
 * is required (years and five skills), what is a plus (two skills), how and where the work is done,
 * what the company offers. Seniority in the title wins over the level drawn here.
 */
export function writePosting(input: TPostingInput): string {
  const { isSpanish, title, role, company, random } = input;
  const isSenior = /s[eé]nior/i.test(title);
  const drawn = random();
  const level = isSenior ? LEVELS[2] : drawn < LEVELS[0].share ? LEVELS[0] : drawn < LEVELS[0].share + LEVELS[1].share ? LEVELS[1] : LEVELS[2];
  const must = sample(random, role.must, 5);
  const nice = sample(random, role.nice, 2);
  const core = names(must.slice(0, 3), isSpanish);
  const more = names(must.slice(3), isSpanish);
  const extra = names(nice, isSpanish);
  const tasks = role.tasks.map((task) => `- ${task[isSpanish ? 1 : 0]}`).join('\n');
  const perks = pick(random, BENEFITS)[isSpanish ? 1 : 0];
  const mode = workMode(input);
  const years = level.years;
  if (isSpanish) {
    const who = company ? `${company.name} ${company.about[1]}.` : 'Empresa confidencial.';
    return [
      `${who} Buscamos ${title} para nuestro equipo de ${role.team[1]}.`,
      `Qué harás:\n${tasks}`,
      `Qué buscamos:\n- Al menos ${years} ${years === 1 ? 'año' : 'años'} de experiencia profesional.\n- Experiencia práctica con ${series(core, true)}.\n- Conocimientos de ${series(more, true)}.`,
      `Se valorará: ${series(extra, true)}.`,
      `${mode} ${perks}`,
    ].join('\n\n');
  }
  const who = company ? `${company.name} ${company.about[0]}.` : 'A confidential company.';
  return [
    `${who} We are hiring ${article(title)} ${title} to join our ${role.team[0]} team.`,
    `What you will do:\n${tasks}`,
    `What we are looking for:\n- At least ${years} ${years === 1 ? 'year' : 'years'} of professional experience.\n- Hands-on experience with ${series(core, false)}.\n- Working knowledge of ${series(more, false)}.`,
    `Nice to have: ${series(extra, false)}.`,
    `${mode} ${perks}`,
  ].join('\n\n');
}
