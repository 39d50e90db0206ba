import { z } from 'zod';
import type { TSealer } from '../seal';
import { authFailure } from './errors';

/** The multi-step state outlives neither the page nor the service's own session (3 minutes). */
const STATE_TTL_SECONDS = 5 * 60;
/** The ticket only carries tokens from this call to the session cookie. */
const TICKET_TTL_SECONDS = 60;

/** Everything a signed-in session keeps server-side (SPEC §3 tokens). */
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

/** SPEC §3 sign-in session state; sealed, kept only in the page's memory. */
const ZSignInState = z.object({
  username: z.string(),
  loginId: z.string(),
  challengeName: z.string(),
  signInSession: z.string(),
  authFlowType: z.string(),
});
export type TSignInState = z.infer<typeof ZSignInState>;

/** Seals a finished sign-in into the one-minute ticket the session cookie is made from. */
export function sealTicket(sealer: TSealer, signedIn: TSignedIn): Promise<string> {
  return sealer.seal('sign-in-ticket', signedIn, TICKET_TTL_SECONDS);
}

/** Opens a ticket minted by a finished sign-in; null when forged, expired or missing. */
export async function openTicket(sealer: TSealer, ticket: string): Promise<TSignedIn | null> {
  const parsed = ZSignedIn.safeParse(await sealer.open('sign-in-ticket', ticket));
  return parsed.success ? parsed.data : null;
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
