import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { DAY_MS } from '~/domain/time';
import type { TOnboardingSignup } from '~/domain/onboarding-schema';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

/** A pending sign-up is kept a week: long enough for a slow payment, short enough to hold no stale data. */
export const SIGNUP_TTL_MS = 7 * DAY_MS;

const ZSignup = z.object({
  name: z.string(),
  locations_of_interest: z.array(z.string()),
  industries_of_interest: z.array(z.string()),
  locale: z.enum(['en', 'es']),
  started_at: z.number(),
});
export type TPendingSignup = z.infer<typeof ZSignup> & { email: string };

/**
 * signups table: what a visitor answered in onboarding, keyed by email and the id given to that
 * onboarding's checkout (`keys.signup`), until that checkout is paid and the account exists: two
 * onboardings for one email (a stranger's among them) keep their answers apart, and only the paid
 * checkout's answers are ever read. `expires_at` (epoch seconds) is the table's TTL attribute.
 */
export function createSignupsRepo(db: TDb) {
  const TableName = tableName(db, 'signups');
  return {
    /** Keeps the latest answers for the email (a second onboarding replaces the first). */
    async put(signup: TOnboardingSignup, signupId: string, now: number): Promise<void> {
      const { email, name, locations_of_interest, industries_of_interest, locale } = signup;
      await db.doc.send(
        new PutCommand({
          TableName,
          Item: {
            email: keys.signup(email, signupId),
            name,
            locations_of_interest,
            industries_of_interest,
            locale,
            started_at: now,
            expires_at: Math.ceil((now + SIGNUP_TTL_MS) / 1000),
          },
        }),
      );
    },
    async get(email: string, signupId: string, now: number): Promise<TPendingSignup | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { email: keys.signup(email, signupId) } }));
      // The TTL sweep runs late (up to days in the cloud): an expired row is treated as gone.
      if (!Item || (typeof Item.expires_at === 'number' && Item.expires_at * 1000 <= now)) return null;
      return { ...ZSignup.parse(Item), email: keys.userEmail(email) };
    },
    async delete(email: string, signupId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName, Key: { email: keys.signup(email, signupId) } }));
    },
    /**
     * The name an account gave when it signed up on /auth, kept until its code proves the email, so
     * a confirmation from another page or after a reload still names the account. The latest
     * sign-up's name wins; it lives as long as an onboarding's answers.
     */
    async putName(email: string, name: string, now: number): Promise<void> {
      await db.doc.send(new PutCommand({ TableName, Item: { email: keys.signUpName(email), name, started_at: now, expires_at: Math.ceil((now + SIGNUP_TTL_MS) / 1000) } }));
    },
    /** Reads and removes the pending name (null when there is none, or it expired). */
    async takeName(email: string, now: number): Promise<string | null> {
      const { Attributes } = await db.doc.send(new DeleteCommand({ TableName, Key: { email: keys.signUpName(email) }, ReturnValues: 'ALL_OLD' }));
      if (!Attributes || (typeof Attributes.expires_at === 'number' && Attributes.expires_at * 1000 <= now)) return null;
      const name = z.string().safeParse(Attributes.name);
      return name.success ? name.data : null;
    },
  };
}
export type TSignupsRepo = ReturnType<typeof createSignupsRepo>;
