/**
 * Writes a posting from its attributes: title with its seniority word (or none), company, place
 * as people write it ("CDMX", "Londres", "Remote - EMEA"), a role type, and a short description
 * whose requirement list names the required skills in one of their surface forms.
 */
import type { TJobAttributes, TLang, TRemoteRegion } from './attributes';
import type { TRandom } from './random';
import { composeTitle, fill, inflect, joinList, skillForm } from './text-utils';
import { BENEFITS, CITIES, COMPANIES, COMPANY_INTROS, COUNTRY_REGION, HEALTH_EMPLOYERS, HEALTH_INTROS, REMOTE_REGIONS, ROLE_TYPES, SPECIALTIES, YEARS_ASKED } from './vocabulary';

/** A job as the `jobs:import` JSON feed (and TJob) carries it. */
export type TEvalJob = {
  job_url: string;
  company?: string;
  title: string;
  location: string;
  role_type: string;
  creation_date: number;
  description: string;
  language: TLang;
  remote: boolean;
};

const REGION_NAMES: Record<TRemoteRegion, Record<TLang, string>> = {
  global: { en: 'anywhere', es: 'cualquier país' },
  spain: { en: 'anywhere in Spain', es: 'cualquier punto de España' },
  latam: { en: 'anywhere in Latin America', es: 'Latinoamérica' },
  europe: { en: 'Europe', es: 'Europa' },
  us: { en: 'the US', es: 'EE. UU.' },
  uk: { en: 'the UK', es: 'Reino Unido' },
};

const REQUIREMENT: Record<TLang, string[]> = {
  en: ['Experience with {s}', 'Hands-on {s}', 'Solid knowledge of {s}', '{s}', 'Strong {s} skills', 'You have worked with {s}'],
  es: ['Experiencia con {s}', 'Conocimientos sólidos de {s}', 'Dominio de {s}', '{s}', 'Manejo de {s}', 'Has trabajado con {s}'],
};
const NICE: Record<TLang, string[]> = { en: ['Nice to have: {s}', 'Bonus: {s}', '{s} is a plus'], es: ['Valorable: {s}', 'Se valorará {s}', 'Plus: {s}'] };
const MODE: Record<TLang, Record<TJobAttributes['mode'], string[]>> = {
  en: {
    onsite: ['On-site at our {place} office.', 'This role is based in our {place} office, five days a week.'],
    hybrid: ['Hybrid: 3 days a week in {place}.', 'Hybrid role based in {place}.'],
    remote: ['Fully remote: work from {place}.', 'Remote-first team, you can work from {place}.'],
  },
  es: {
    onsite: ['Trabajo presencial en nuestra oficina de {place}.', 'Puesto presencial en {place}.'],
    hybrid: ['Modalidad híbrida: 3 días en la oficina de {place}.', 'Híbrido en {place}.'],
    remote: ['100% remoto desde {place}.', 'Teletrabajo completo desde {place}.'],
  },
};
const HEADINGS: Record<TLang, { role: string[]; profile: string[] }> = {
  en: { role: ["What you'll do", 'The role', 'Responsibilities'], profile: ["What we're looking for", 'Requirements', 'About you'] },
  es: { role: ['Qué harás', 'Funciones', 'Tus responsabilidades'], profile: ['Qué buscamos', 'Requisitos', 'Tu perfil'] },
};

function employer(rng: TRandom, job: TJobAttributes): string {
  const region = job.city
    ? COUNTRY_REGION[CITIES[job.city]?.country ?? 'ES']
    : job.remoteRegion === 'spain' || job.remoteRegion === 'europe'
      ? 'spain'
      : job.remoteRegion === 'latam'
        ? 'latam'
        : job.remoteRegion === 'us'
          ? 'us'
          : job.remoteRegion === 'uk'
            ? 'uk'
            : 'global';
  return rng.pick((job.field === 'healthcare' ? HEALTH_EMPLOYERS : COMPANIES)[region]);
}

function placeName(rng: TRandom, job: TJobAttributes, lang: TLang): string {
  if (job.mode === 'remote' && job.remoteRegion) return rng.pick(REMOTE_REGIONS[job.remoteRegion][lang]);
  const city = CITIES[job.city ?? ''];
  if (!city) throw new Error(`Job ${job.job_url} has no place`);
  const name = rng.pick(city[lang]);
  if (job.mode === 'hybrid' && rng.chance(0.4)) return lang === 'en' ? `${name} (Hybrid)` : `${name} · Híbrido`;
  return name;
}

/** Spanish postings mostly keep "/a", or use the generic masculine with "(H/M)"; some use the English title as is. */
function postingTitle(rng: TRandom, job: TJobAttributes): string {
  const lang = job.language === 'es' && rng.chance(0.25) ? 'en' : job.language;
  const title = composeTitle(rng, job.specialty, job.seniority, lang);
  if (lang === 'en') return rng.chance(0.06) ? `${title} (m/f/d)` : title;
  const style = rng.weighted(['slash', 'masculine', 'hm'] as const, [0.55, 0.25, 0.2]);
  return style === 'slash' ? title : style === 'masculine' ? inflect(title, 'm') : `${inflect(title, 'm')} (H/M)`;
}

export function renderJob(rng: TRandom, job: TJobAttributes, creation_date: number): TEvalJob {
  const lang = job.language;
  const spec = SPECIALTIES[job.specialty];
  if (!spec) throw new Error(`Unknown specialty ${job.specialty}`);
  const company = employer(rng, job);
  const title = postingTitle(rng, job);
  const location = placeName(rng, job, lang);
  const wherePlace = job.mode === 'remote' && job.remoteRegion ? REGION_NAMES[job.remoteRegion][lang] : (CITIES[job.city ?? '']?.[lang][0]?.split(',')[0] ?? '');
  const mode = fill(rng.pick(MODE[lang][job.mode]), { place: wherePlace });
  const intro = `${job.hasCompany ? company : lang === 'en' ? 'Our client' : 'Nuestro cliente'} ${rng.pick((job.field === 'healthcare' ? HEALTH_INTROS : COMPANY_INTROS)[lang])}.`;
  const years = rng.pick(YEARS_ASKED[job.seniority][lang]);
  const skills = job.requiredSkills.map((s) => skillForm(rng, s, lang));
  const nice = job.niceSkills.map((s) => fill(rng.pick(NICE[lang]), { s: skillForm(rng, s, lang) }));
  const duties = rng.sample(spec.duties[lang], rng.int(2, 3));
  const benefit = rng.pick(BENEFITS[lang]);
  const layout = rng.weighted(['sections', 'paragraph', 'short'] as const, [0.55, 0.3, 0.15]);
  let description: string;
  if (layout === 'sections') {
    const reqs = [years, ...skills.map((s) => fill(rng.pick(REQUIREMENT[lang]), { s })), ...nice];
    description = [
      intro,
      '',
      rng.pick(HEADINGS[lang].role),
      ...duties.map((d) => `- ${d}`),
      '',
      rng.pick(HEADINGS[lang].profile),
      ...reqs.map((r) => `- ${r}`),
      '',
      `${mode} ${benefit}`.trim(),
    ].join('\n');
  } else if (layout === 'paragraph') {
    const bring =
      lang === 'en'
        ? `You bring ${years.charAt(0).toLowerCase()}${years.slice(1)} and hands-on experience with ${joinList(skills, lang)}.`
        : `Buscamos ${years.charAt(0).toLowerCase()}${years.slice(1)} y experiencia práctica con ${joinList(skills, lang)}.`;
    description = [intro, `${duties.join('. ')}.`, bring, ...nice.map((n) => `${n}.`), mode, benefit].filter(Boolean).join(' ');
  } else {
    description = [`${lang === 'en' ? 'Requirements' : 'Requisitos'}: ${skills.join(', ')}. ${years}.`, mode].join(' ');
  }
  return {
    job_url: job.job_url,
    ...(job.hasCompany ? { company } : rng.chance(0.5) ? { company: '' } : {}),
    title,
    location,
    role_type: rng.pick(ROLE_TYPES[job.field][lang]),
    creation_date,
    description,
    language: lang,
    remote: job.mode === 'remote',
  };
}
