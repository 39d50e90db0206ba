import { z } from 'zod';
import { NEXT_STEPS } from '~/domain/sign-in';

// What the `auth` procedures may send to the browser. Objects drop any key not listed here, so a
// field added to a flow's result stays on the server until it is added below on purpose.

const ZNextStep = z.enum([...Object.values(NEXT_STEPS), 'DONE', 'RESET_PASSWORD', 'CONFIRM_SIGN_UP', 'CONFIRM_RESET_PASSWORD_WITH_CODE']);

export const ZTotpSetup = z.object({ secret: z.string(), uri: z.string() });

/** A sign-in, sign-up or reset step; a DONE sign-in carries the sealed ticket, never the tokens. */
export const ZAuthStep = z.object({
  success: z.boolean(),
  message: z.string(),
  nextStep: ZNextStep.optional(),
  challengeName: z.string().optional(),
  /** The sealed pending challenge, sent back with its answer. */
  state: z.string().optional(),
  /** The sealed one-minute ticket the session cookie is made from. */
  ticket: z.string().optional(),
  totpSetup: ZTotpSetup.optional(),
  mfaOptions: z.array(z.enum(['SMS', 'TOTP'])).optional(),
  codeDelivery: z.object({ deliveryMedium: z.string().optional(), destination: z.string().optional(), attributeName: z.string().optional() }).optional(),
});

export const ZCurrentUser = z.object({ username: z.string(), email: z.string().nullable() }).nullable();
export const ZMfaStatus = z.object({ totpEnabled: z.boolean() });
export const ZTotpVerified = z.object({ enabled: z.boolean() });
export const ZSignedOutEverywhere = z.object({ method: z.enum(['global', 'revoke', 'none']) });
