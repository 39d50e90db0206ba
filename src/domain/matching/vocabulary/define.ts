import type { TSkillFamily } from '../families';

/** One canonical skill: its names in English and Spanish, the family it belongs to, how specific it is, and the ways people write it. */
export type TSkillDef = {
  name: string;
  es: string;
  family: TSkillFamily;
  /** 1 for a specific skill, lower for one most postings in any field mention ("communication", "Excel"). */
  weight: number;
  aliases: string[];
  /** Words that are a skill only beside other skills ("Go", "R", "React" in "react quickly"). */
  ambiguous: string[];
  /**
   * A sector's names ("retail", "logística"): they count as the skill when a posting is read, but a
   * posting that names the skill only this way names its sector, so the skill is not shown as asked.
   */
  sectors: string[];
};

const GENERIC_WEIGHT = 0.4;

/**
 * Reads a vocabulary written one skill a line: `[~]English name[|Spanish name]: alias, alias, !ambiguous, ^sector`.
 * `~` marks a generic skill; `!` an alias that counts only beside other skills; `^` a sector's name. Both
 * names are aliases too, unless the name itself is listed as ambiguous.
 */
export function defineSkills(family: TSkillFamily, source: string): TSkillDef[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(': ');
      const head = colon < 0 ? line : line.slice(0, colon);
      const rest = colon < 0 ? '' : line.slice(colon + 2);
      const isGeneric = head.startsWith('~');
      const [name = '', es = name] = (isGeneric ? head.slice(1) : head).split('|');
      const listed = rest
        .split(',')
        .map((alias) => alias.trim())
        .filter(Boolean);
      const ambiguous = listed.filter((alias) => alias.startsWith('!')).map((alias) => alias.slice(1));
      // A name listed as ambiguous, in either language ("CRO"), counts only as its ambiguous alias does.
      const isAmbiguous = (spelling: string) => ambiguous.some((alias) => alias.toLowerCase() === spelling.toLowerCase());
      const sectors = listed.filter((alias) => alias.startsWith('^')).map((alias) => alias.slice(1));
      const names = [name, ...(es !== name ? [es] : [])].filter((spelling) => !isAmbiguous(spelling));
      const aliases = [...names, ...listed.filter((alias) => !alias.startsWith('!') && !alias.startsWith('^'))];
      return { name, es, family, weight: isGeneric ? GENERIC_WEIGHT : 1, aliases, ambiguous, sectors };
    });
}
