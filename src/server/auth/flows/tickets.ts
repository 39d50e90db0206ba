import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { TSealer } from '../seal';
import { authFailure } from './errors';

/** The multi-step state outlives neither the page nor the service's own session (3 minutes). */
const STATE_TTL_SECONDS = 5 * 60;
/** The ticket only carries tokens from this call to the session cookie. */
const TICKET_TTL_SECONDS = 60;

/** Everything a signed-in session keeps server-side (docs/product-rules.md §3 tokens). */
export const ZSignedIn = z.object({
  email: z.string(),
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string().optional(),
  expiresAt: z.number(),
  /** The service's user name (its `sub` for email logins). */
  username: z.string(),
  /** Milliseconds between the service's clock (token issue time) and ours. */
  clockDrift: z.number(),
  deviceMetadata: z.object({ deviceKey: z.string(), deviceGroupKey: z.string(), randomPassword: z.string() }).optional(),
  signInDetails: z.object({ loginId: z.string(), authFlowType: z.string() }),
});
export type TSignedIn = z.infer<typeof ZSignedIn>;

/** docs/product-rules.md §3 sign-in session state; sealed, kept only in the page's memory. */
const ZSignInState = z.object({
  username: z.string(),
  loginId: z.string(),
  challengeName: z.string(),
  signInSession: z.string(),
  authFlowType: z.string(),
});
export type TSignInState = z.infer<typeof ZSignInState>;

/**
 * Where spent tickets are recorded (a row per ticket in the database, kept until the ticket has
 * expired): whichever instance redeems a ticket first records it, and every later try is refused.
 */
export type TSpentTickets = { spend(ticketId: string, expiresAtMs: number, now: number): Promise<boolean> };

/** A ticket: a random id (what is recorded once spent) and the finished sign-in. */
const ZTicket = z.object({ id: z.string().min(16), signedIn: ZSignedIn });

/** Seals a finished sign-in into the one-minute, single-use ticket the session cookie is made from. */
export function sealTicket(sealer: TSealer, signedIn: TSignedIn): Promise<string> {
  return sealer.seal('sign-in-ticket', { id: randomBytes(18).toString('base64url'), signedIn }, TICKET_TTL_SECONDS);
}

async function readTicket(sealer: TSealer, ticket: string) {
  const parsed = ZTicket.safeParse(await sealer.open('sign-in-ticket', ticket));
  return parsed.success ? parsed.data : null;
}

/** What a ticket holds, without spending it; null when forged, expired or missing. Sessions come only from `redeemTicket`. */
export async function openTicket(sealer: TSealer, ticket: string): Promise<TSignedIn | null> {
  return (await readTicket(sealer, ticket))?.signedIn ?? null;
}

/**
 * Turns a ticket into its signed-in tokens once: null when forged, expired, missing or already
 * spent, so a ticket seen in transit or in a log cannot open a second session.
 */
export async function redeemTicket(sealer: TSealer, spent: TSpentTickets, ticket: string, now: number): Promise<TSignedIn | null> {
  const read = await readTicket(sealer, ticket);
  if (!read) return null;
  // The row outlives the ticket: it was sealed no later than now, so it expires before this.
  return (await spent.spend(read.id, now + TICKET_TTL_SECONDS * 1000, now)) ? read.signedIn : null;
}

/** Seals the pending challenge for the page to send back with its answer. */
export function sealState(sealer: TSealer, state: TSignInState): Promise<string> {
  return sealer.seal('sign-in-state', state, STATE_TTL_SECONDS);
}

/** The pending challenge; a lost (page reload), expired or forged state is 'stateLost'. */
export async function openState(sealer: TSealer, sealed: string): Promise<TSignInState> {
  const parsed = ZSignInState.safeParse(await sealer.open('sign-in-state', sealed));
  if (!parsed.success) throw authFailure('stateLost');
  return parsed.data;
}
