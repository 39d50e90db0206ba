import type { TDb } from './client';
import { spendOnce } from './captcha-replays-repo';

/** captcha_replays partition of a spent sign-in ticket, beside the captcha's `altcha#<signature>` rows. */
const ticketKey = (ticketId: string): string => `ticket#${ticketId}`;

/**
 * Spent sign-in tickets, kept in the captcha_replays table: both are single-use tokens spent with
 * one conditional put, so every app instance refuses a ticket another one has already redeemed.
 */
export function createSignInTicketsRepo(db: TDb) {
  return {
    /** Records the ticket as spent; false when it already was (a replay). */
    spend: (ticketId: string, expiresAtMs: number, now: number) => spendOnce(db, { key: ticketKey(ticketId), entity: 'sign_in_ticket', expiresAtMs }, now),
  };
}
export type TSignInTicketsRepo = ReturnType<typeof createSignInTicketsRepo>;
