import { randomInt } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import type { TLocale } from '~/domain/locale';
import { SUPPORT_LIMIT, type TSupportRequestInput } from '~/domain/support';
import type { TSupportRequestsRepo } from '../db/support-requests-repo';

// No 0/O or 1/I/L: a reference is read out over the phone or copied by hand.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

/** A reference such as `RS-7KQ2-M9XD`: short enough to quote, random enough not to be guessed. */
function newReference(): string {
  const code = Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `RS-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * Stores a support message from the signed-in person and answers its reference; RATE_LIMITED
 * once they have sent SUPPORT_LIMIT.perWindow messages in the last hour.
 */
export async function sendSupportRequest(
  deps: { supportRequests: TSupportRequestsRepo; clock: TClock },
  sender: { email: string; locale: TLocale | undefined },
  input: TSupportRequestInput,
): Promise<{ reference: string }> {
  const now = deps.clock.now();
  const since = now - SUPPORT_LIMIT.windowMs;
  const refuse = () => new AppError('RATE_LIMITED', `At most ${SUPPORT_LIMIT.perWindow} support messages an hour`);
  // The limit is the count of the person's own messages of the last hour, read from their own
  // partition. Counting before writing turns most refusals away cheaply; counting again after
  // writing makes it hold for messages sent at the same moment: a message that then finds more
  // than the limit is taken back. The last of any kept set to count saw all the others, so no more
  // than the limit are ever kept.
  if ((await deps.supportRequests.countSince(sender.email, since)) >= SUPPORT_LIMIT.perWindow) throw refuse();
  const stored = await deps.supportRequests.create({ user_email: sender.email, created_at: now, reference: newReference(), ...input, locale: sender.locale });
  if ((await deps.supportRequests.countSince(sender.email, since)) > SUPPORT_LIMIT.perWindow) {
    await deps.supportRequests.remove(sender.email, stored.created_at);
    throw refuse();
  }
  return { reference: stored.reference };
}
