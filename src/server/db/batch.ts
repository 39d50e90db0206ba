import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './client';

type TWriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/**
 * Writes `requests` (puts or deletes) to one table 25 at a time, the most one BatchWriteItem
 * takes, sending again what the database left unprocessed with a growing pause; throws when it
 * keeps some after 9 tries.
 */
export async function batchWrite(db: TDb, TableName: string, requests: TWriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept items unprocessed');
      const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
      pending = out.UnprocessedItems?.[TableName] ?? [];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
