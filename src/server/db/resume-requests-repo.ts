import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { MATCH_PROGRESS, MATCH_STATUSES, UPLOAD_REASONS, type TUploadReason } from '~/domain/resume-matching';
import { ZRankedJob } from '~/domain/resume-matching-schema';
import type { TDb } from './client';
import { holds } from './conditional';
import { keys } from './keys';
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

/** A request as a list shows it: everything but the resume text, which a list never needs. */
const ZListedRequest = ZResumeRequestItem.omit({ resume_text: true });
export type TListedRequest = z.infer<typeof ZListedRequest>;
const LISTED_ATTRIBUTES = ['request_id', 'owner_email', 'status', 'progress', 'created_at', 'updated_at', 'expires_at', 'error_reason', 'matches'];
const ZKey = z.object({ request_id: z.string() });
/** BatchGetItem takes at most 100 keys per call. */
const BATCH_MAX = 100;

/**
 * resume_requests table: one item per upload, keyed by its random id, that moves
 * pending → processing → done | failed. Every move is conditional on the state before it, so a
 * late or repeated worker never overwrites a finished request.
 */
export function createResumeRequestsRepo(db: TDb) {
  const TableName = tableName(db, 'resumeRequests');
  const move = (requestId: string, from: string[], set: Record<string, unknown>) => {
    const names = Object.keys(set);
    return holds(
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
    /**
     * The requests among `requestIds` that belong to `owner` (the ids come from the owner's own
     * record: the table has no owner index), in no particular order; unknown and others' ids are left out.
     */
    async listOwned(owner: string, requestIds: string[]): Promise<TListedRequest[]> {
      const found: TListedRequest[] = [];
      let pending = [...new Set(requestIds)].slice(0, BATCH_MAX).map((request_id) => ({ request_id }));
      // Keys the engine did not get to are answered as UnprocessedKeys: ask again for those only.
      for (let round = 0; pending.length > 0 && round < 5; round++) {
        const { Responses, UnprocessedKeys } = await db.doc.send(
          new BatchGetCommand({
            RequestItems: {
              [TableName]: {
                Keys: pending,
                ConsistentRead: true,
                ProjectionExpression: LISTED_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
                ExpressionAttributeNames: Object.fromEntries(LISTED_ATTRIBUTES.map((name, i) => [`#p${i}`, name])),
              },
            },
          }),
        );
        found.push(...(Responses?.[TableName] ?? []).map((item) => ZListedRequest.parse(item)));
        pending = (UnprocessedKeys?.[TableName]?.Keys ?? []).map((key) => ZKey.parse(key));
      }
      return found.filter((item) => item.owner_email === keys.userEmail(owner));
    },
    /** Deletes a request of `owner`; false when there is none with this id or it is someone else's. */
    deleteOwned: (requestId: string, owner: string) =>
      holds(
        db.doc.send(
          new DeleteCommand({
            TableName,
            Key: { request_id: requestId },
            ConditionExpression: 'owner_email = :owner',
            ExpressionAttributeValues: { ':owner': keys.userEmail(owner) },
          }),
        ),
      ),
    /**
     * pending → processing (ranking started), or processing again when a worker took over the work
     * of one that died (the work queue's lease says who may); false when it is finished.
     */
    startRanking: (requestId: string, now: number) => move(requestId, ['pending', 'processing'], { status: 'processing', progress: MATCH_PROGRESS.ranking, updated_at: now }),
    /** processing → done with the ranked jobs. */
    finish: (requestId: string, matches: TRankedJobItem[], now: number) =>
      move(requestId, ['processing'], { status: 'done', progress: MATCH_PROGRESS.done, matches: matches.map((m) => ZRankedJob.parse(m)), updated_at: now }),
    /** pending | processing → failed with a reason. */
    fail: (requestId: string, reason: TUploadReason, now: number) => move(requestId, ['pending', 'processing'], { status: 'failed', error_reason: reason, updated_at: now }),
  };
}
export type TResumeRequestsRepo = ReturnType<typeof createResumeRequestsRepo>;
