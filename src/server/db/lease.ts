import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { TDb } from './client';
import { holds } from './conditional';

/**
 * Leases: one holder at a time for an item of any table, by conditional writes alone (the local
 * engine has no transactions, and none is needed). A holder that dies simply lets its lease run
 * out, and the next claim takes the item over. Attributes: `lease_holder`, `lease_until` (epoch ms)
 * and `lease_attempts` (claims made so far).
 */
export type TLeaseTerms = { holder: string; now: number; leaseMs: number; /** Refuse the claim once this many were made. */ maxAttempts?: number };

type TItemKey = Record<string, string | number>;

/**
 * Claims an existing item for `holder` until `now + leaseMs`: only when nobody holds it or the
 * hold has run out (and, with `maxAttempts`, fewer claims were made). Each claim counts one
 * attempt. Answers the item as it stands after the claim, or null when it was not free.
 */
export async function claimLease(db: TDb, TableName: string, Key: TItemKey, terms: TLeaseTerms): Promise<Record<string, unknown> | null> {
  const [partition] = Object.keys(Key);
  const conditions = ['attribute_exists(#partition)', '(attribute_not_exists(lease_until) OR lease_until < :now)'];
  const values: Record<string, unknown> = { ':holder': terms.holder, ':until': terms.now + terms.leaseMs, ':now': terms.now, ':one': 1 };
  if (terms.maxAttempts !== undefined) {
    conditions.push('(attribute_not_exists(lease_attempts) OR lease_attempts < :max)');
    values[':max'] = terms.maxAttempts;
  }
  try {
    const { Attributes } = await db.doc.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'SET lease_holder = :holder, lease_until = :until ADD lease_attempts :one',
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { '#partition': partition! },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ?? null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Gives the item back before its lease runs out (the attempt stays counted); false when `holder` no longer holds it. */
export function releaseLease(db: TDb, TableName: string, Key: TItemKey, holder: string): Promise<boolean> {
  return holds(
    db.doc.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'REMOVE lease_holder, lease_until',
        ConditionExpression: 'lease_holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    ),
  );
}

/** Deletes an item its holder is done with; false when another holder took it over meanwhile. */
export function deleteHeld(db: TDb, TableName: string, Key: TItemKey, holder: string): Promise<boolean> {
  return holds(db.doc.send(new DeleteCommand({ TableName, Key, ConditionExpression: 'lease_holder = :holder', ExpressionAttributeValues: { ':holder': holder } })));
}
