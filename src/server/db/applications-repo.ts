import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';

export const ZApplicationRecord = z.object({
  user_email: z.string(),
  job_url: z.string(),
  status: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type TApplicationRecord = z.infer<typeof ZApplicationRecord>;

/** Applications table: one user's applications, optionally in one status (index by_status). */
export function createApplicationsRepo(db: TDb) {
  const TableName = tableName(db, 'applications');
  return {
    async list(email: string, status?: string): Promise<TApplicationRecord[]> {
      const user = keys.userEmail(email);
      const items: Record<string, unknown>[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await db.doc.send(
          new QueryCommand(
            status
              ? {
                  TableName,
                  IndexName: INDEXES.applicationsByStatus,
                  KeyConditionExpression: 'user_status = :key',
                  ExpressionAttributeValues: { ':key': keys.userStatus(user, status) },
                  ScanIndexForward: false,
                  ExclusiveStartKey: cursor,
                }
              : {
                  TableName,
                  KeyConditionExpression: 'user_email = :user',
                  ExpressionAttributeValues: { ':user': user },
                  ExclusiveStartKey: cursor,
                },
          ),
        );
        items.push(...(page.Items ?? []));
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      return items.map((item) => ZApplicationRecord.parse(item)).sort((a, b) => b.updated_at - a.updated_at);
    },
    async put(record: TApplicationRecord): Promise<void> {
      const item = ZApplicationRecord.parse({ ...record, user_email: keys.userEmail(record.user_email) });
      await db.doc.send(
        new PutCommand({
          TableName,
          Item: { ...item, user_status: keys.userStatus(item.user_email, item.status), entity: 'application' },
        }),
      );
    },
  };
}
export type TApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
