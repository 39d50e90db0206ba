import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { MATCH_PROGRESS, MATCH_STATUSES, UPLOAD_REASONS, ZRankedJob, type TUploadReason } from '~/domain/resume-matching';
import type { TDb } from './client';
import { tableName } from './tables';

const ENTITY = 'resume_request';

export const ZResumeRequestItem = z.object({
  request_id: z.string(),
  /** Lower-cased login email of the subscriber who uploaded; only they may read it. */
  owner_email: z.string(),
  status: z.enum(MATCH_STATUSES),
  progress: z.number(),
  resume_text: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  /** Epoch seconds; the table's TTL attribute in the cloud, checked on every read as well. */
  expires_at: z.number(),
  error_reason: z.enum(UPLOAD_REASONS).optional(),
  matches: z.array(ZRankedJob).optional(),
});
export type TResumeRequestItem = z.infer<typeof ZResumeRequestItem>;
type TRankedJobItem = z.infer<typeof ZRankedJob>;

/** Runs a conditional write; false when the item was not in the expected state. */
async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * resume_requests table: one item per upload, keyed by its random id, that moves
 * pending → processing → done | failed. Every move is conditional on the state before it, so a
 * late or repeated worker never overwrites a finished request.
 */
export function createResumeRequestsRepo(db: TDb) {
  const TableName = tableName(db, 'resumeRequests');
  const move = (requestId: string, from: string[], set: Record<string, unknown>) => {
    const names = Object.keys(set);
    return conditional(
      db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { request_id: requestId },
          UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name, i) => [`#a${i}`, name])) },
          ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])), ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])) },
        }),
      ),
    );
  };
  return {
    /** Stores a new pending request; the id is random, so a clash is refused rather than overwritten. */
    async create(item: Omit<TResumeRequestItem, 'status' | 'progress' | 'updated_at'>): Promise<TResumeRequestItem> {
      const stored = ZResumeRequestItem.parse({ ...item, status: 'pending', progress: MATCH_PROGRESS.accepted, updated_at: item.created_at });
      await db.doc.send(new PutCommand({ TableName, Item: { ...stored, entity: ENTITY }, ConditionExpression: 'attribute_not_exists(request_id)' }));
      return stored;
    },
    /** A request by id (consistent, so a poll on another instance sees the latest move); null when unknown. */
    async get(requestId: string): Promise<TResumeRequestItem | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { request_id: requestId }, ConsistentRead: true }));
      return Item ? ZResumeRequestItem.parse(Item) : null;
    },
    /** pending → processing (ranking started); false when another worker took it or it is finished. */
    startRanking: (requestId: string, now: number) => move(requestId, ['pending'], { status: 'processing', progress: MATCH_PROGRESS.ranking, updated_at: now }),
    /** processing → done with the ranked jobs. */
    finish: (requestId: string, matches: TRankedJobItem[], now: number) =>
      move(requestId, ['processing'], { status: 'done', progress: MATCH_PROGRESS.done, matches: matches.map((m) => ZRankedJob.parse(m)), updated_at: now }),
    /** pending | processing → failed with a reason. */
    fail: (requestId: string, reason: TUploadReason, now: number) => move(requestId, ['pending', 'processing'], { status: 'failed', error_reason: reason, updated_at: now }),
  };
}
export type TResumeRequestsRepo = ReturnType<typeof createResumeRequestsRepo>;
