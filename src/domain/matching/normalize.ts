import { createBoundedCache } from '../bounded-cache';
import { fold, MARKS } from '../fold';
import { STOP_WORDS } from './stop-words';

/**
 * A text cut into tokens: `words` folded (lower case, no accents) with `isCased` telling which had
 * capitals; `stems` are the content words (stop words out), `at` their index in `words`, and `breaks`
 * marks a stem that punctuation separates from the one before ("SQL, Python"), which no phrase crosses.
 */
export type TTokens = { words: string[]; isCased: boolean[]; stems: string[]; at: number[]; breaks: boolean[] };

export { fold };

// Spellings that the tokenizer would otherwise split into meaningless pieces ("m&a" → "m", "a").
const REWRITES: [RegExp, string][] = [
  [/(^|[^a-z0-9])\.net\b/gi, '$1dotnet'],
  [/\be-(commerce|mail|learning|business)\b/gi, 'e$1'],
  [/\ba\/b\b/gi, 'ab'],
  [/\b(m|p|r|fp|s|l|c|q) ?& ?(a|l|d|op|b)\b/gi, '$1n$2'],
];
const TOKEN = /[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9][a-z0-9+#]*)*/gi;
// "node.js", "asp.net", "ee.uu", "u.s" keep their dot; "react.node" (a lost space) is two words.
const DOTTED = /\.[a-z0-9+#]{1,3}$/i;
// Punctuation that ends a phrase: list separators, brackets, line and sentence ends (not "/" or "-": "CI/CD", "full-stack").
const BREAKS = new Set([...',;:|•·()[]!?\n\r\t▪●◦–—']);

/** Whether text[from, to) holds a phrase break; a full stop counts when a space or the end follows it. */
function hasBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) {
    const char = text[i]!;
    if (BREAKS.has(char) || (char === '.' && (i + 1 >= text.length || /\s/.test(text[i + 1]!)))) return true;
  }
  return false;
}

/**
 * Light stemming shared by English and Spanish, applied the same way to texts and to vocabularies:
 * plurals ("desarrolladores" → "desarrollador", "skills" → "skill") and Spanish gender endings
 * ("ingeniera", "ingeniero" → "ingenier"). Words with digits or symbols stay as written.
 */
export function stem(word: string): string {
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  const stemmed = stemWord(word);
  STEMS.set(word, stemmed);
  return stemmed;
}
// Postings repeat the same few thousand words: remembering them halves indexing time. Bounded, as input is open-ended.
const STEMS = createBoundedCache<string, string>({ maxEntries: 100_000, isReadAUse: false });

function stemWord(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('iones')) w = w.slice(0, -2);
  else if (w.length >= 6 && w.endsWith('es') && /[rnldz]$/.test(w.slice(0, -2))) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 6 && /[ao]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words of a text in order, folded, with stop words marked out for the phrase matchers. */
export function tokenize(text: string): TTokens {
  let plain = text.normalize('NFD').replace(MARKS, '');
  for (const [pattern, replacement] of REWRITES) plain = plain.replace(pattern, replacement);
  const words: string[] = [];
  const isCased: boolean[] = [];
  const isBroken: boolean[] = [];
  let end = 0;
  for (const match of plain.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const pieces = raw.includes('.') && !DOTTED.test(raw) ? raw.split('.').filter(Boolean) : [raw];
    pieces.forEach((piece, k) => {
      const word = piece.toLowerCase();
      words.push(word);
      isCased.push(word !== piece);
      isBroken.push(k > 0 || hasBreak(plain, end, start));
    });
    end = start + raw.length;
  }
  const stems: string[] = [];
  const at: number[] = [];
  const breaks: boolean[] = [];
  let isPending = false;
  words.forEach((word, i) => {
    isPending ||= isBroken[i]!;
    if (STOP_WORDS.has(word)) return;
    stems.push(stem(word));
    at.push(i);
    breaks.push(isPending);
    isPending = false;
  });
  return { words, isCased, stems, at, breaks };
}

/** The key a phrase is looked up by: its content stems joined by spaces ("Ingeniero de Software" → "ingenier software"). */
export function phraseKey(text: string): string {
  return tokenize(text).stems.join(' ');
}

/** Phrases compiled for longest-first lookup by their first word. */
export type TPhraseTable<T> = { byFirst: Map<string, { parts: string[]; value: T }[]>; conflicts: string[] };
export type TPhraseHit<T> = { start: number; end: number; value: T };

/** Compiles phrases (already split into parts) into a lookup table; a key given twice with different values is a conflict. */
export function buildPhraseTable<T>(entries: Iterable<[string[], T]>, isSame: (a: T, b: T) => boolean = Object.is): TPhraseTable<T> {
  const byFirst = new Map<string, { parts: string[]; value: T }[]>();
  const conflicts: string[] = [];
  for (const [parts, value] of entries) {
    const first = parts[0];
    if (first === undefined) continue;
    const list = byFirst.get(first) ?? [];
    const same = list.find((entry) => entry.parts.join(' ') === parts.join(' '));
    if (same) {
      if (!isSame(same.value, value)) conflicts.push(parts.join(' '));
      continue;
    }
    list.push({ parts, value });
    byFirst.set(first, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.parts.length - a.parts.length);
  return { byFirst, conflicts };
}

/**
 * Greedy longest match, left to right, without overlaps: "machine learning engineer" is one hit when
 * the table has that phrase. A phrase never spans a break ("contabilidad, nóminas" is two words).
 */
export function findPhrases<T>(table: TPhraseTable<T>, sequence: readonly string[], breaks?: readonly boolean[]): TPhraseHit<T>[] {
  const hits: TPhraseHit<T>[] = [];
  for (let i = 0; i < sequence.length;) {
    const candidates = table.byFirst.get(sequence[i]!);
    const found = candidates?.find((c) => c.parts.every((part, k) => sequence[i + k] === part && (k === 0 || !breaks?.[i + k])));
    if (found) {
      hits.push({ start: i, end: i + found.parts.length, value: found.value });
      i += found.parts.length;
    } else i += 1;
  }
  return hits;
}

/** Lines of a text, trimmed, without empty ones. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n|\u2028/)
    .map((line) => line.trim())
    .filter(Boolean);
}
