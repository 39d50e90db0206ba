// Nothing here loads the composition root: a route test sets the environment its route reads first.
import { inject } from 'vitest';
import { createDb } from '~/server/db/client';
import { ensureTables } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';

/** The database a route handler reaches: the environment's prefix, as the route's own composition root reads it. */
export const routeDb = (tablePrefix: string) => createDb({ region: 'eu-west-3', endpoint: inject('dynamoEndpoint'), tablePrefix, hasAwsCredentials: false });

/** Makes the tables and one subscriber with an active 30-day subscription; answers when. */
export async function withSubscriber(db: ReturnType<typeof routeDb>, email: string): Promise<number> {
  await ensureTables(db);
  const now = Date.now();
  await createUsersRepo(db).put({
    user_email: email,
    created_at: now,
    updated_at: now,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: now + 30 * 86_400_000, cancelAtEnd: false, updated_at: now },
  });
  return now;
}
