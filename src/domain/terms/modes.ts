/**
 * Ways of working as postings and people write them, in both languages: the words search reads as
 * one term (named in the interface's language) and the matching engine reads as a work mode.
 */

/** Words that on their own say the work is remote ("Remoto (España)", "Remote - EU", "WFH"). */
export const REMOTE_WORDS: readonly string[] = ['remote', 'remoto', 'remota', 'remotos', 'remotas', 'teletrabajo', 'wfh', 'telework', 'teleworking', 'remotely', 'remotamente'];

/** Words that on their own say the work is hybrid. */
export const HYBRID_WORDS: readonly string[] = ['hybrid', 'hibrido', 'hibrida', 'semipresencial'];

/** The modes as search terms: their names in each language, every word above read as them. */
export const MODE_NAMES = {
  remote: { en: 'Remote', es: 'Remoto', also: REMOTE_WORDS },
  hybrid: { en: 'Hybrid', es: 'Híbrido', also: HYBRID_WORDS },
} as const;
