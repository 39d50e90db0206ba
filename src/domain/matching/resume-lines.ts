import { linesOf, tokenize, type TTokens } from './normalize';

export type TSection = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'other';
/** A resume line with its words and the section it sits in. */
export type TResumeLine = { text: string; tokens: TTokens; section: TSection };

// Section headings in English and Spanish, by their first folded words.
const HEADINGS: [TSection, string][] = [
  [
    'summary',
    'summary|profile|professional profile|perfil|perfil profesional|resumen|resumen profesional|about|about me|sobre mi|objective|objetivo|objetivo profesional|extracto|acerca de mi',
  ],
  [
    'experience',
    'experience|work experience|professional experience|relevant experience|relevant work experience|experiencia relevante|experiencia|experiencia laboral|experiencia profesional|employment|employment history|work history|trayectoria|trayectoria profesional|career|career history|historial laboral',
  ],
  [
    'education',
    'education|educacion|formacion|formacion academica|formacion complementaria|estudios|academic background|academic|certifications|certificaciones|certificates|certificados|courses|cursos|titulacion|education and training|certificaciones y cursos|formacion y certificaciones|licenses and certifications',
  ],
  ['languages', 'languages|idiomas|lenguas|language skills|language'],
  [
    'skills',
    'skills|technical skills|key skills|core skills|habilidades|competencias|aptitudes|conocimientos|conocimientos tecnicos|tecnologias|technologies|tools|herramientas|tech stack|stack|skills and tools|soft skills|hard skills|professional skills|competencias tecnicas|habilidades tecnicas',
  ],
  [
    'other',
    'projects|proyectos|references|referencias|interests|intereses|hobbies|volunteering|voluntariado|awards|premios|publications|publicaciones|contact|contacto|datos personales|personal details|otros datos|other|otros|additional information|informacion adicional',
  ],
];
const HEADING_OF = new Map(HEADINGS.flatMap(([section, names]) => names.split('|').map((name): [string, TSection] => [name, section])));

/** The section a line opens, when the line is a heading ("EXPERIENCIA PROFESIONAL", "Skills:"). */
function headingOf(words: readonly string[]): TSection | null {
  if (words.length === 0 || words.length > 4) return null;
  const meaningful = words.filter((word) => word !== 'and' && word !== 'y' && word !== 'de' && word !== 'del');
  return HEADING_OF.get(words.join(' ')) ?? HEADING_OF.get(meaningful.join(' ')) ?? null;
}

const HEADER_LINES = 6;

/** The resume's lines, each tagged with its section; lines before the first heading (at most six) are the header. */
export function readLines(text: string): TResumeLine[] {
  let section: TSection = 'header';
  return linesOf(text).flatMap((line, index) => {
    const tokens = tokenize(line);
    // "Skills: Python, SQL" is a heading with content on the same line.
    const colon = line.indexOf(':');
    const heading = headingOf(tokens.words) ?? (colon > 0 ? headingOf(tokenize(line.slice(0, colon)).words) : null);
    if (heading) {
      section = heading;
      if (headingOf(tokens.words)) return [];
    } else if (section === 'header' && index >= HEADER_LINES) section = 'other';
    return [{ text: line, tokens, section }];
  });
}

/** Whether the first line is only a person's name, which must not be read as a place ("María León"). */
export function isNameLine(line: TResumeLine): boolean {
  return line.tokens.words.length <= 4 && !/[\d@|,·•]/.test(line.text);
}

// A line ending in a word that needs what follows ("Only roles in / Manchester") goes on with the next.
const OPEN_END = /\b(in|to|at|of|for|and|or|a|en|de|del|para|y|o|hacia)$/i;

// A line at least this share of the text's longest line, and this long, ran to the page's right
// margin: the page's width cut it, not its writer.
const MARGIN_SHARE = 0.9;
const MIN_MARGIN_CHARS = 50;
// A short line without a full stop ("Key Projects", "Remote Only") under a full one is a title of its own, not the rest of a sentence.
const TITLE_WORDS = 3;

/**
 * Lines with a sentence wrapped over them joined back ("Dispuesto a trasladarme a / Guadalajara."): a
 * line that starts in lower case, or follows one cut after a preposition, goes on the one before it
 * in the same section, unless that one ends a sentence. So does a line after prose that ran to the
 * right margin ("…keep working remotely from / Spain or in a hybrid role in Barcelona."), outside the
 * header, whose contact lines are never wrapped prose.
 */
export function joinWrapped(lines: TResumeLine[]): TResumeLine[] {
  const width = Math.max(0, ...lines.map((line) => line.text.length));
  const reachesMargin = (line: TResumeLine) => line.section !== 'header' && line.text.length >= MIN_MARGIN_CHARS && line.text.length >= width * MARGIN_SHARE;
  const isTitle = (line: TResumeLine) => line.tokens.words.length <= TITLE_WORDS && !/[.;!?]$/.test(line.text);
  const joined: TResumeLine[] = [];
  for (const line of lines) {
    const last = joined[joined.length - 1];
    const goesOn = /^\p{Ll}/u.test(line.text) || (last !== undefined && (OPEN_END.test(last.text) || (reachesMargin(last) && /^\p{L}/u.test(line.text) && !isTitle(line))));
    const isCut = last && last.section === line.section && !/[.;:!?]$/.test(last.text) && goesOn;
    if (last && isCut) {
      const text = `${last.text} ${line.text}`;
      joined[joined.length - 1] = { text, tokens: tokenize(text), section: last.section };
    } else joined.push(line);
  }
  return joined;
}
