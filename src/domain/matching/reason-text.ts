import type { TMatchNames, TMatchReason } from './types';

/** A message catalogue's `matching` namespace, as the page or a mail reads it. */
export type TReasonMessages = { t: (key: string, values?: Record<string, string | number>) => string; has: (key: string) => boolean };

const isKey = (code: string) => /^[A-Za-z0-9_]+$/.test(code);

/**
 * A match's one line in the reader's language (docs/product-rules.md §4.10): what fits, then where
 * ("Asks for Go, Kafka and AWS (5 of your skills), in your field: software development. Madrid,
 * Spain — where you live."). `names` are the labels of the reader's language (domain/matching/labels.ts);
 * without them the ids are shown as stored. A code the catalogue does not know reads as the generic line.
 */
export function reasonText(messages: TReasonMessages, reason: TMatchReason, names: TMatchNames | undefined, list: (items: string[]) => string): string {
  const { t, has } = messages;
  if (!isKey(reason.code) || !has(`reasons.${reason.code}`)) return t('reasons.generic');
  const skills = names?.reasonSkills ?? reason.skills ?? [];
  const role = names?.role ?? String(reason.values?.role ?? '');
  const why = t(`reasons.${reason.code}`, { ...reason.values, role, skills: list(skills), skill: skills[0] ?? '' });
  const where = reason.where;
  if (!where || !isKey(where.code) || !has(`where.${where.code}`)) return `${why}.`;
  return t('line', { why, where: t(`where.${where.code}`, { place: names?.place ?? where.place }) });
}
