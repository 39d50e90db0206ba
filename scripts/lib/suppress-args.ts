import { z } from 'zod';
import { isEmail } from '../../src/domain/sign-in';
import { SUPPRESSION_REASONS } from '../../src/server/db/mail-suppressions-repo';

// The arguments of `npm run mail:suppress` (scripts/mail-suppress.ts): any address the app itself
// accepts (the sign-in rule, docs/product-rules.md §5), so every address it mails can be stopped.
const ZArgs = z.tuple([z.string().trim().refine(isEmail), z.enum(SUPPRESSION_REASONS)]);

/** The address and reason, or null when the arguments are not one of each. */
export function parseSuppressArgs(argv: readonly string[]): { address: string; reason: (typeof SUPPRESSION_REASONS)[number] } | null {
  const parsed = ZArgs.safeParse(argv);
  return parsed.success ? { address: parsed.data[0], reason: parsed.data[1] } : null;
}
