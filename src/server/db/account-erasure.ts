import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { batchWrite } from './batch';
import { holds } from './conditional';
import { createCalendarFeedsRepo } from './calendar-feeds-repo';
import { createMatchAlertsRepo } from './match-alerts-repo';
import { createExtensionTokensRepo } from './extension-tokens-repo';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';
import { WORK_QUEUES } from './work-queue-repo';

/** How many items of each kind an erasure deleted. */
export type TErased = { applications: number; resumeRequests: number; supportRequests: number; user: boolean };

const ZRequestIds = z.object({ resume_requests: z.array(z.string()).optional() }).loose();

/**
 * Deletes everything the database holds about one person, by key (never a Scan): their
 * applications and tracker details, the resume-matching requests listed on their record, their
 * support messages, their calendar feed, their extension token, their match alerts, and last the users record itself, so that a failure part-way leaves the
 * record (and the list of requests on it) for the next try. Running it again is harmless.
 */
export function createAccountErasure(db: TDb) {
  const email = (value: string) => keys.userEmail(value);

  /** The keys of every item in one person's partition of `table` (sort key `sortKey`). */
  async function partitionKeys(table: 'applications' | 'supportRequests', owner: string, sortKey: string) {
    const found: Array<Record<string, unknown>> = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await db.doc.send(
        new QueryCommand({
          TableName: tableName(db, table),
          KeyConditionExpression: 'user_email = :email',
          ExpressionAttributeValues: { ':email': owner },
          ProjectionExpression: `user_email, ${sortKey}`,
          ConsistentRead: true,
          ExclusiveStartKey: cursor,
        }),
      );
      found.push(...(page.Items ?? []));
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return found.map((item) => ({ user_email: item.user_email, [sortKey]: item[sortKey] }));
  }

  async function erasePartition(table: 'applications' | 'supportRequests', owner: string, sortKey: string): Promise<number> {
    const found = await partitionKeys(table, owner, sortKey);
    await batchWrite(
      db,
      tableName(db, table),
      found.map((Key) => ({ DeleteRequest: { Key } })),
    );
    return found.length;
  }

  return {
    async erase(who: string): Promise<TErased> {
      const owner = email(who);
      const users = tableName(db, 'users');
      const { Item } = await db.doc.send(new GetCommand({ TableName: users, Key: { user_email: owner }, ProjectionExpression: 'resume_requests', ConsistentRead: true }));
      const requestIds = ZRequestIds.safeParse(Item ?? {}).data?.resume_requests ?? [];
      const requests = tableName(db, 'resumeRequests');
      // Only the person's own: a listed id that somehow names another's request is left alone.
      for (const id of requestIds) {
        await holds(
          db.doc.send(
            new DeleteCommand({ TableName: requests, Key: { request_id: id }, ConditionExpression: 'owner_email = :owner', ExpressionAttributeValues: { ':owner': owner } }),
          ),
        );
        // Its open work, if it was never ranked (it holds the person's preferences).
        await db.doc.send(new DeleteCommand({ TableName: tableName(db, 'workQueue'), Key: { queue: WORK_QUEUES.resumeMatching, item_id: id } }));
      }
      const applications = await erasePartition('applications', owner, 'job_url');
      const supportRequests = await erasePartition('supportRequests', owner, 'created_at');
      await createCalendarFeedsRepo(db).revoke(owner);
      await createExtensionTokensRepo(db).revoke(owner);
      await createMatchAlertsRepo(db).erase(owner);
      await db.doc.send(new DeleteCommand({ TableName: users, Key: { user_email: owner } }));
      return { applications, resumeRequests: requestIds.length, supportRequests, user: Item !== undefined };
    },
  };
}
export type TAccountErasure = ReturnType<typeof createAccountErasure>;
