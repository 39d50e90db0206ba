import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type TSubscription } from '~/domain/subscription';
import { type TExclusions, type TSearchPreferences } from '~/domain/jobs/lists';
import { ZJobPreferences } from '~/domain/jobs/schema';
import { ZUserRecord, type TUserRecord } from '~/domain/user-record';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';
import { coalesced } from './coalesced';

export { ZUserRecord, type TUserRecord } from '~/domain/user-record';

/** What the auto-renew update answers (UPDATED_NEW): the two changed subscription fields. */
const ZCancelAnswer = z.object({ subscription: z.object({ cancelAtEnd: z.boolean(), updated_at: z.number() }) });
/** What the request-list updates answer or read. */
const ZRequestIds = z.object({ resume_requests: z.array(z.string()).default([]) });
/** How many one-by-one sign-outs a record remembers: more sessions than one person keeps open. */
export const ENDED_SESSIONS_MAX = 50;

/**
 * What every request reads of the record: all of it but the resume text. Every page and call reads
 * the caller's record, and a stored resume can be 100 kB, which DynamoDB bills per 4 kB read and
 * the SDK would carry, unmarshal and check each time for the two places that use it.
 */
const EVERYDAY_ATTRIBUTES = Object.keys(ZUserRecord.shape).filter((name) => name !== 'resume_text');
const EVERYDAY_READ = {
  ProjectionExpression: EVERYDAY_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(EVERYDAY_ATTRIBUTES.map((name, i) => [`#p${i}`, name])),
};
const ZResumeText = z.object({ resume_text: z.string().optional() });

/** Users table access (docs/product-rules.md §3, §7): get by user_email, profile and subscription updates. */
export function createUsersRepo(db: TDb) {
  const TableName = tableName(db, 'users');
  /** Sends a conditional update: false when its condition did not hold (any other failure throws). */
  async function updateIf(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
    try {
      await db.doc.send(new UpdateCommand({ TableName, ...input }));
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
  /** The update that sets top-level attributes (and updated_at when `now` is given) on an existing record. */
  function setOnExistingInput(email: string, values: Partial<TUserRecord>, now?: number) {
    const all: Record<string, unknown> = now === undefined ? values : { ...values, updated_at: now };
    const names = Object.keys(all);
    return {
      Key: { user_email: keys.userEmail(email) },
      UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(user_email)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, all[name]])),
    };
  }
  /**
   * Puts `value` first in a list attribute of an existing record (no record: ConditionalCheckFailedException), keeping the newest `max`. The
   * trim is conditional on the length just written, so when another write changed the list
   * meanwhile nothing is dropped by mistake (that write's own trim shortens it).
   */
  async function prependBounded(email: string, attribute: 'resume_requests' | 'ended_sessions', value: string, max: number): Promise<void> {
    const Key = { user_email: keys.userEmail(email) };
    const answer = await db.doc.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: `SET #list = list_append(:value, if_not_exists(#list, :none))`,
        ConditionExpression: 'attribute_exists(user_email)',
        ExpressionAttributeNames: { '#list': attribute },
        ExpressionAttributeValues: { ':value': [value], ':none': [] },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const { length } = z.array(z.string()).parse(answer.Attributes?.[attribute] ?? []);
    if (length <= max) return;
    const oldest = Array.from({ length: length - max }, (_, i) => `#list[${max + i}]`);
    await updateIf({
      Key,
      UpdateExpression: `REMOVE ${oldest.join(', ')}`,
      ConditionExpression: 'size(#list) = :length',
      ExpressionAttributeNames: { '#list': attribute },
      ExpressionAttributeValues: { ':length': length },
    });
  }
  /**
   * Sets them, failing when there is no record. Answers nothing: the record with its resume text
   * (up to 100 kB) would come back for every save and every activity ping.
   */
  async function setOnExisting(email: string, values: Partial<TUserRecord>, now?: number): Promise<void> {
    await db.doc.send(new UpdateCommand({ TableName, ...setOnExistingInput(email, values, now) }));
  }
  /**
   * One person's reads at once share one read that started after each of them was asked
   * (coalesced.ts): every request of an account reads its record, and fifty at once sent fifty reads
   * of one item. Each caller parses its own copy of the stored item.
   */
  const readRecord = coalesced(async (email) => (await db.doc.send(new GetCommand({ TableName, Key: { user_email: email }, ...EVERYDAY_READ, ConsistentRead: true }))).Item);
  return {
    /**
     * The record without its resume text (see EVERYDAY_READ); `resumeText` reads that. Strongly
     * consistent, and never a read that started before this call: a request right after a change
     * sees it (a new subscription, a raised applications version that another process's kept list
     * must not outlive, an ended session).
     */
    async get(email: string): Promise<TUserRecord | null> {
      const item = await readRecord(keys.userEmail(email));
      return item ? ZUserRecord.parse(item) : null;
    },
    /**
     * Writes whether the record holds a resume, on a record that does not say yet (one written
     * before the flag existed). A resume saved meanwhile has set it already and is left alone.
     */
    async markResume(email: string, hasResume: boolean): Promise<void> {
      await updateIf({
        Key: { user_email: keys.userEmail(email) },
        UpdateExpression: 'SET has_resume = :has',
        ConditionExpression: 'attribute_exists(user_email) AND attribute_not_exists(has_resume)',
        ExpressionAttributeValues: { ':has': hasResume },
      });
    },
    /** The stored resume text ('' when there is none or no record). */
    async resumeText(email: string): Promise<string> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { user_email: keys.userEmail(email) }, ProjectionExpression: 'resume_text' }));
      return ZResumeText.parse(Item ?? {}).resume_text ?? '';
    },
    async put(record: TUserRecord): Promise<void> {
      const item = ZUserRecord.parse({ ...record, user_email: keys.userEmail(record.user_email) });
      await db.doc.send(new PutCommand({ TableName, Item: { ...item, entity: 'user' } }));
    },
    /**
     * Writes the subscription from a provider sync. `synced_at` is when the provider state was read:
     * a slower, older read never overwrites a newer one, so replays and reordering cannot regress it.
     * Creates the record of a new subscriber. False when refused (older read, or another valid subscription).
     */
    async writeSubscription(email: string, subscription: TSubscription, syncedAt: number): Promise<boolean> {
      return updateIf({
        Key: { user_email: keys.userEmail(email) },
        UpdateExpression: 'SET subscription = :sub, updated_at = :now, created_at = if_not_exists(created_at, :now), entity = :entity',
        // Not older than what is stored, and never over another subscription that is still valid.
        ConditionExpression:
          '(attribute_not_exists(subscription.synced_at) OR subscription.synced_at <= :synced) AND (attribute_not_exists(subscription.subscriptionId) OR subscription.subscriptionId = :id OR subscription.#status <> :active OR subscription.paymentStatus <> :paid OR subscription.periodEnd <= :synced)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sub': { ...subscription, synced_at: syncedAt },
          ':now': subscription.updated_at,
          ':synced': syncedAt,
          ':entity': 'user',
          ':id': subscription.subscriptionId ?? '',
          ':active': 'active',
          ':paid': 'paid',
        },
      });
    },
    /** A new subscriber's onboarding answers, on an existing record, where it holds none yet. */
    async applySignup(email: string, signup: { name: string; job_preferences: TSearchPreferences }, now: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { user_email: keys.userEmail(email) },
          UpdateExpression: 'SET #name = if_not_exists(#name, :name), job_preferences = if_not_exists(job_preferences, :prefs), updated_at = :now',
          ConditionExpression: 'attribute_exists(user_email)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': signup.name, ':prefs': ZJobPreferences.parse(signup.job_preferences), ':now': now },
        }),
      );
    },
    /**
     * The name a new account gave at sign-up (its code entered): the record is started with it, or
     * keeps the name it has. The subscription comes later, from a payment sync.
     */
    async keepSignUpName(email: string, name: string, now: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { user_email: keys.userEmail(email) },
          UpdateExpression: 'SET #name = if_not_exists(#name, :name), created_at = if_not_exists(created_at, :now), updated_at = :now, entity = :entity',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name, ':now': now, ':entity': 'user' },
        }),
      );
    },
    /** docs/product-rules.md §7: update name and updated_at, returning all new values. */
    async updateName(email: string, name: string, now: number): Promise<Pick<TUserRecord, 'user_email' | 'name' | 'updated_at'>> {
      const { Attributes } = await db.doc.send(new UpdateCommand({ TableName, ...setOnExistingInput(email, { name }, now), ReturnValues: 'UPDATED_NEW' }));
      return { user_email: keys.userEmail(email), ...ZUserRecord.pick({ name: true, updated_at: true }).parse(Attributes) };
    },
    /** docs/product-rules.md §7: update subscription.cancelAtEnd and subscription.updated_at, returning the new values. */
    async setCancelAtEnd(email: string, cancelAtEnd: boolean, now: number) {
      const { Attributes } = await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { user_email: keys.userEmail(email) },
          UpdateExpression: 'SET subscription.cancelAtEnd = :cancel, subscription.updated_at = :now',
          ConditionExpression: 'attribute_exists(subscription)',
          ExpressionAttributeValues: { ':cancel': cancelAtEnd, ':now': now },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return ZCancelAnswer.parse(Attributes);
    },
    /** Replaces the SPEC job search preferences (locations, fields) of an existing user. */
    async setSearchPreferences(email: string, preferences: TSearchPreferences, now: number): Promise<void> {
      await setOnExisting(email, { job_preferences: ZJobPreferences.parse({ locations: preferences.locations, fields: preferences.fields }) }, now);
    },
    /** Replaces Rumbo's excluded companies and titles of an existing user. */
    async setExclusions(email: string, exclusions: TExclusions, now: number): Promise<void> {
      await setOnExisting(email, { job_exclusions: { excluded_companies: exclusions.excluded_companies, excluded_titles: exclusions.excluded_titles } }, now);
    },
    /** Replaces the stored resume text of an existing user. */
    async setResumeText(email: string, text: string, now: number): Promise<void> {
      await setOnExisting(email, { resume_text: text, has_resume: text.trim().length > 0 }, now);
    },
    /** Puts a resume-matching request first in the person's list of recent ones, keeping the newest `max`. */
    async rememberResumeRequest(email: string, requestId: string, max: number): Promise<void> {
      await prependBounded(email, 'resume_requests', requestId, max);
    },
    /** Ends one session (a sign-out): a copy of its cookie is refused from now on (a record that does not exist is not created). */
    async endSession(email: string, sessionId: string): Promise<void> {
      try {
        await prependBounded(email, 'ended_sessions', sessionId, ENDED_SESSIONS_MAX);
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
    /**
     * Ends every session signed in before `now` (sign out everywhere, a password change or reset),
     * except `keep`, the session that asked, when it should stay signed in.
     */
    async endSessions(email: string, now: number, keep?: string): Promise<void> {
      await updateIf({
        Key: { user_email: keys.userEmail(email) },
        UpdateExpression: keep ? 'SET sessions_ended_at = :now, session_kept = :keep' : 'SET sessions_ended_at = :now REMOVE session_kept',
        ConditionExpression: 'attribute_exists(user_email)',
        ExpressionAttributeValues: keep ? { ':now': now, ':keep': keep } : { ':now': now },
      });
    },
    /** Drops a request id from the person's list; the removal is conditional on the id still being at the index read. */
    async forgetResumeRequest(email: string, requestId: string): Promise<void> {
      const Key = { user_email: keys.userEmail(email) };
      // A concurrent upload shifts the list by one: read again and retry.
      for (let attempt = 0; attempt < 3; attempt++) {
        const { Item } = await db.doc.send(new GetCommand({ TableName, Key, ProjectionExpression: 'resume_requests', ConsistentRead: true }));
        const index = ZRequestIds.parse(Item ?? {}).resume_requests.indexOf(requestId);
        if (index < 0) return;
        const isRemoved = await updateIf({
          Key,
          UpdateExpression: `REMOVE resume_requests[${index}]`,
          ConditionExpression: `resume_requests[${index}] = :id`,
          ExpressionAttributeValues: { ':id': requestId },
        });
        if (isRemoved) return;
      }
    },
    /**
     * Raises the version of the person's applications, after a write to them has landed (a record
     * that does not exist is not created). Atomic: two processes writing at once raise it twice.
     */
    async raiseApplicationsVersion(email: string): Promise<void> {
      await updateIf({
        Key: { user_email: keys.userEmail(email) },
        UpdateExpression: 'ADD applications_version :one',
        ConditionExpression: 'attribute_exists(user_email)',
        ExpressionAttributeValues: { ':one': 1 },
      });
    },
    /** The person closed the dashboard's welcome: kept with the account, not only in one browser. */
    async dismissWelcome(email: string, now: number): Promise<void> {
      await setOnExisting(email, { welcome_dismissed_at: now });
    },
    /** Records activity; a missing user record is not created by a ping (answers false). */
    async touchLastActive(email: string, now: number): Promise<boolean> {
      return updateIf(setOnExistingInput(email, { last_active: now }));
    },
  };
}
export type TUsersRepo = ReturnType<typeof createUsersRepo>;
