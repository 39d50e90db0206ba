import { fold, tokenize } from './normalize';
import type { TIndexedJob } from './types';
import { findSkills, skillMentions } from './vocabulary';

// A heading or sentence that offers skills as a plus rather than a requirement ("Nice to have:", "Se valorará:").
const NICE_HEAD =
  /^\s*(?:[-•*]\s*)?(?:nice to haves?|nice-to-haves?|bonus(?: points)?|pluses|preferred(?: qualifications| skills)?|desirable|good to have|extra points|se valorara|valorable|valoramos|deseable|sera un plus|seria un plus|plus)\b/;
const NICE_INLINE = /\b(?:is|are|would be) (?:a )?(?:big |strong |real )?plus\b|\bnice to have\b|\bes un plus\b|\bse valorara\b|\bvalorable\b|\bdeseable\b/;
const HEADING = /:\s*$/;
// A word no text holds, between the pieces of a posting read as one text.
const PIECE = 'zzpiecezz';

/** How much a posting asks for one skill, and where it first names it. */
export type TAsk = { ask: number; first: number };

/**
 * How much a posting asks for each skill, as a recruiter reads it: 3 for a skill its title names, 1 for
 * one a requirement names and 0.5 for one offered only as a plus (under "Nice to have", "Se valorará",
 * or in a sentence that calls it a plus), a little more for each further mention; and the position of
 * its first mention, since postings list what matters most first.
 */
export function askedSkills(titleSkills: ReadonlySet<number>, description: string): Map<number, TAsk> {
  const counts = new Map<number, { required: number; nice: number; first: number }>();
  let position = 0;
  const count = (id: number) => {
    let seen = counts.get(id);
    if (!seen) counts.set(id, (seen = { required: 0, nice: 0, first: position++ }));
    return seen;
  };
  for (const id of titleSkills) count(id);
  // The text is cut into lines (and, where a line calls something a plus, sentences), each nice or not,
  // then read once with a marker word between pieces: tokenizing is most of the cost.
  const pieces: string[] = [];
  const isNicePiece: boolean[] = [];
  let isNiceBlock = false;
  for (const line of description.split('\n')) {
    const folded = fold(line);
    if (!folded.trim()) {
      isNiceBlock = false;
      continue;
    }
    if (NICE_HEAD.test(folded)) isNiceBlock = true;
    else if (HEADING.test(folded)) isNiceBlock = false;
    const parts = !isNiceBlock && NICE_INLINE.test(folded) ? line.split(/(?<=[.!?])\s+/) : [line];
    for (const part of parts) {
      pieces.push(part);
      isNicePiece.push(isNiceBlock || (parts.length > 1 && NICE_INLINE.test(fold(part))));
    }
  }
  const tokens = tokenize(pieces.join(`\n${PIECE}\n`));
  const pieceOfWord: number[] = [];
  let piece = 0;
  for (const word of tokens.words) {
    if (word === PIECE) piece += 1;
    pieceOfWord.push(piece);
  }
  for (const { id, word } of skillMentions(tokens)) count(id)[isNicePiece[pieceOfWord[word]!] ? 'nice' : 'required'] += 1;
  const asks = new Map<number, TAsk>();
  for (const [id, seen] of counts) {
    const inText = seen.required > 0 ? 1 + 0.25 * Math.min(seen.required - 1, 2) : seen.nice > 0 ? 0.5 : 1;
    asks.set(id, { ask: (titleSkills.has(id) ? 2 : 0) + inText, first: seen.first });
  }
  return asks;
}

/**
 * A posting's skills in the order they are shown: most asked first, then first named, then as the
 * index weighs them (rarer, named in the title). A word read as a skill only beside another one
 * across pieces of the posting counts as least asked.
 */
export function shownOrder(entry: TIndexedJob): number[] {
  const asks = askedSkills(new Set(findSkills(tokenize(entry.job.title ?? ''))), entry.job.description ?? '');
  const ask = (id: number) => asks.get(id)?.ask ?? 0.5;
  const first = (id: number) => asks.get(id)?.first ?? Number.MAX_SAFE_INTEGER;
  const weight = new Map(entry.skills.map((id, k) => [id, k]));
  return [...entry.skills].sort((a, b) => ask(b) - ask(a) || first(a) - first(b) || weight.get(a)! - weight.get(b)!);
}
