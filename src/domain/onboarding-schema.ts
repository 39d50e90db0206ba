// The schema of a signup (zod), apart from the rules in ./onboarding.ts so that the onboarding page's
// bundle carries no validation library.
import './zod-setup';
import { z } from 'zod';
import { ZJobPreferencesInput } from './jobs/schema';
import { nameError, normalizeName } from './profile';
import { isEmail } from './sign-in';

/** What the server accepts to start a first subscription (`onboarding.start`). */
export const ZOnboardingSignup = z.object({
  name: z
    .string()
    .max(200)
    .refine((name) => nameError(name) === null, 'Invalid name format')
    .transform(normalizeName),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((email) => isEmail(email), 'Invalid email')
    .transform((email) => email.toLowerCase()),
  locations_of_interest: ZJobPreferencesInput.shape.locations,
  industries_of_interest: ZJobPreferencesInput.shape.fields,
  locale: z.enum(['en', 'es']).default('es'),
});
export type TOnboardingSignup = z.output<typeof ZOnboardingSignup>;
