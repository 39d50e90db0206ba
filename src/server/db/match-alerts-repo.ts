import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ALERT_FREQUENCIES } from '~/domain/alerts';
import { LOCALES } from '~/domain/locale';
import { DAY_MS } from '~/domain/time';
import { batchWrite } from './batch';
import type { TDb } from './client';
import { holds } from './conditional';
import { claimLease, releaseLease, type TLeaseTerms } from './lease';
import { keys } from './keys';
import { tableName } from './tables';

/** A person's alert settings (one row in the `subscribers` partition). */
export const ZAlertSettingsItem = z.object({
  sk: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  min_score: z.number(),
  time_zone: z.string(),
  locale: z.enum(LOCALES),
  /** An email the day before each interview and follow-up date. */
  reminders: z.boolean().default(false),
  /** Jobs first stored after this time (epoch ms) are new to the next alert; moved on by each alert sent. */
  since: z.number(),
  updated_at: z.number(),
});
export type TAlertSettingsItem = z.infer<typeof ZAlertSettingsItem>;
export type TAlertSettings = Omit<TAlertSettingsItem, 'sk'> & { email: string };

/** One person's period: `open` until its alert went out (or was found empty), then `sent`. */
const ZMarker = z.object({ status: z.enum(['open', 'sent']), lease_holder: z.string().optional() });

/** Sent markers are kept this long: past any period they could still be claimed in. */
const MARKER_KEEP_MS = 60 * DAY_MS;
const PAGE = 100;

/**
 * match_alerts table (prisma-free.md): alert settings per person, and per person and period a
 * marker that is claimed under a lease (lease.ts) before the alert is sent and marked `sent` after,
 * so one alert goes out per period whatever the number of instances and runs.
 */
export function createMatchAlertsRepo(db: TDb) {
  const TableName = tableName(db, 'matchAlerts');
  const settingsKey = (email: string) => ({ pk: keys.alertSubscribers, sk: keys.userEmail(email) });
  const markerKey = (email: string, period: string) => ({ pk: keys.alertSent(email), sk: period });
  const fromItem = (item: Record<string, unknown>): TAlertSettings => {
    const { sk, ...rest } = ZAlertSettingsItem.parse(item);
    return { ...rest, email: sk };
  };
  return {
    async get(email: string): Promise<TAlertSettings | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: settingsKey(email), ConsistentRead: true }));
      return Item ? fromItem(Item) : null;
    },
    /**
     * Saves the person's choice. Switching alerts on (from off or from nothing) starts the count
     * of new jobs now; changing an active setting keeps it.
     */
    async save(email: string, choice: Pick<TAlertSettings, 'frequency' | 'min_score' | 'time_zone' | 'locale'> & { reminders?: boolean }, now: number): Promise<TAlertSettings> {
      const current = await this.get(email);
      const since = current && current.frequency !== 'off' ? current.since : now;
      // Reminders stay as they were unless the choice says otherwise.
      const reminders = choice.reminders ?? current?.reminders ?? false;
      const item = ZAlertSettingsItem.parse({ ...choice, reminders, sk: keys.userEmail(email), since, updated_at: now });
      await db.doc.send(new PutCommand({ TableName, Item: { ...settingsKey(email), ...item, entity: 'alert_settings' } }));
      return fromItem(item);
    },
    /** Switches the person's alerts off (the unsubscribe link); false when there was no setting. */
    turnOff(email: string, now: number): Promise<boolean> {
      return holds(
        db.doc.send(
          new UpdateCommand({
            TableName,
            Key: settingsKey(email),
            UpdateExpression: 'SET frequency = :off, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':off': 'off', ':now': now },
          }),
        ),
      );
    },
    /** Every person whose alerts or reminders are on, a page at a time (one Query of one partition, never a Scan). */
    async *subscribers(): AsyncGenerator<TAlertSettings> {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await db.doc.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk',
            FilterExpression: 'frequency <> :off OR reminders = :on',
            ExpressionAttributeValues: { ':pk': keys.alertSubscribers, ':off': 'off', ':on': true },
            ConsistentRead: true,
            Limit: PAGE,
            ExclusiveStartKey: cursor,
          }),
        );
        for (const item of page.Items ?? []) {
          const parsed = ZAlertSettingsItem.safeParse(item);
          if (parsed.success) yield fromItem(parsed.data);
        }
        cursor = page.LastEvaluatedKey;
      } while (cursor);
    },
    /**
     * Claims the person's period for `terms.holder`: creates its marker when missing, then takes
     * its lease. 'claimed' when this holder may send; 'sent' when the period's alert went out
     * already; 'held' when another holder is at it now.
     */
    async claimPeriod(email: string, period: string, terms: TLeaseTerms): Promise<'claimed' | 'sent' | 'held'> {
      const Key = markerKey(email, period);
      await holds(
        db.doc.send(
          new PutCommand({
            TableName,
            Item: { ...Key, entity: 'alert_marker', status: 'open', created_at: terms.now, expires_at: Math.ceil((terms.now + MARKER_KEEP_MS) / 1000) },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      const claimed = await claimLease(db, TableName, Key, terms);
      if (claimed) {
        if (ZMarker.parse(claimed).status !== 'sent') return 'claimed';
        await releaseLease(db, TableName, Key, terms.holder);
        return 'sent';
      }
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key, ConsistentRead: true }));
      return Item && ZMarker.parse(Item).status === 'sent' ? 'sent' : 'held';
    },
    /**
     * The period is done: its marker says `sent` (only while `holder` holds it) and, for an alert
     * that listed jobs, the person's next alert counts new jobs from `since`. False when another
     * holder took the period over.
     */
    async markSent(email: string, period: string, holder: string, result: { jobs: number; since?: number; now: number }): Promise<boolean> {
      const marked = await holds(
        db.doc.send(
          new UpdateCommand({
            TableName,
            Key: markerKey(email, period),
            UpdateExpression: 'SET #status = :sent, sent_at = :now, jobs = :jobs REMOVE lease_until',
            ConditionExpression: 'lease_holder = :holder',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':sent': 'sent', ':now': result.now, ':jobs': result.jobs, ':holder': holder },
          }),
        ),
      );
      if (marked && result.jobs > 0 && result.since !== undefined) {
        // Never backwards: a late holder of an older period leaves a newer count alone.
        await holds(
          db.doc.send(
            new UpdateCommand({
              TableName,
              Key: settingsKey(email),
              UpdateExpression: 'SET since = :since',
              ConditionExpression: 'attribute_exists(pk) AND since < :since',
              ExpressionAttributeValues: { ':since': result.since },
            }),
          ),
        );
      }
      return marked;
    },
    /** Gives a claimed period back (its send failed), so the next run tries it again. */
    releasePeriod: (email: string, period: string, holder: string) => releaseLease(db, TableName, markerKey(email, period), holder),
    /** Everything kept about one person's alerts (their account deletion). */
    async erase(email: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName, Key: settingsKey(email) }));
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await db.doc.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.alertSent(email) },
            ProjectionExpression: 'pk, sk',
            ConsistentRead: true,
            ExclusiveStartKey: cursor,
          }),
        );
        await batchWrite(
          db,
          TableName,
          (page.Items ?? []).map((Key) => ({ DeleteRequest: { Key } })),
        );
        cursor = page.LastEvaluatedKey;
      } while (cursor);
    },
  };
}
export type TMatchAlertsRepo = ReturnType<typeof createMatchAlertsRepo>;
