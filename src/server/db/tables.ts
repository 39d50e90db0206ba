import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { TDb } from './client';

/** Logical table names; the physical name is prefix + logical (users stays `users` by default). */
export const TABLES = {
  users: 'users',
  jobs: 'jobs',
  applications: 'applications',
  rateLimits: 'rate_limits',
  localPayments: 'local_payments',
  resumeRequests: 'resume_requests',
  captchaReplays: 'captcha_replays',
  signups: 'signups',
  supportRequests: 'support_requests',
  mailSuppressions: 'mail_suppressions',
  workQueue: 'work_queue',
  calendarFeeds: 'calendar_feeds',
  matchAlerts: 'match_alerts',
  extensionTokens: 'extension_tokens',
} as const;
export type TTable = keyof typeof TABLES;

export const INDEXES = { jobsByDay: 'by_day', applicationsByStatus: 'by_status' } as const;

/** The attribute (epoch seconds) after which the database deletes a row by itself, where it can. */
export const TTL_ATTRIBUTE = 'expires_at';
/** Tables whose rows carry TTL_ATTRIBUTE: counters, requests, spent tokens, pending sign-ups, open work, alert markers. */
export const TTL_TABLES: readonly TTable[] = ['rateLimits', 'resumeRequests', 'captchaReplays', 'signups', 'workQueue', 'matchAlerts'];

export function tableName(db: Pick<TDb, 'tablePrefix'>, table: TTable): string {
  return `${db.tablePrefix}${TABLES[table]}`;
}

const s = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
const n = (name: string) => ({ AttributeName: name, AttributeType: 'N' as const });
const hash = (name: string) => ({ AttributeName: name, KeyType: 'HASH' as const });
const range = (name: string) => ({ AttributeName: name, KeyType: 'RANGE' as const });

/** Key schemas of every table (documented in prisma-free.md); local_payments only where the local test provider runs. */
export function tableDefinitions(db: Pick<TDb, 'tablePrefix'>, options: { localPayments?: boolean } = {}): CreateTableCommandInput[] {
  const all: CreateTableCommandInput[] = [
    {
      TableName: tableName(db, 'users'),
      AttributeDefinitions: [s('user_email')],
      KeySchema: [hash('user_email')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      TableName: tableName(db, 'jobs'),
      AttributeDefinitions: [s('job_url'), s('day'), n('creation_date')],
      KeySchema: [hash('job_url')],
      GlobalSecondaryIndexes: [{ IndexName: INDEXES.jobsByDay, KeySchema: [hash('day'), range('creation_date')], Projection: { ProjectionType: 'ALL' } }],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      TableName: tableName(db, 'applications'),
      AttributeDefinitions: [s('user_email'), s('job_url'), s('user_status'), n('updated_at')],
      KeySchema: [hash('user_email'), range('job_url')],
      GlobalSecondaryIndexes: [
        {
          IndexName: INDEXES.applicationsByStatus,
          KeySchema: [hash('user_status'), range('updated_at')],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Only the local test payments provider uses it: checkout sessions, subscriptions, email → subscription.
      TableName: tableName(db, 'localPayments'),
      AttributeDefinitions: [s('id')],
      KeySchema: [hash('id')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // One counter per key and window; expires_at is the table's TTL attribute in the cloud.
      TableName: tableName(db, 'rateLimits'),
      AttributeDefinitions: [s('bucket')],
      KeySchema: [hash('bucket')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // One resume-matching request and its result, found by its random id; expires_at is the TTL attribute.
      TableName: tableName(db, 'resumeRequests'),
      AttributeDefinitions: [s('request_id')],
      KeySchema: [hash('request_id')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // One row per spent captcha challenge, so no instance accepts it twice; expires_at is the TTL attribute.
      TableName: tableName(db, 'captchaReplays'),
      AttributeDefinitions: [s('challenge')],
      KeySchema: [hash('challenge')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // What a visitor answered in onboarding, until the payment is confirmed; expires_at is the TTL attribute.
      TableName: tableName(db, 'signups'),
      AttributeDefinitions: [s('email')],
      KeySchema: [hash('email')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Messages sent from /support: one partition per person, newest last.
      TableName: tableName(db, 'supportRequests'),
      AttributeDefinitions: [s('user_email'), n('created_at')],
      KeySchema: [hash('user_email'), range('created_at')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Background work any instance may claim under a lease: one partition per kind of work.
      TableName: tableName(db, 'workQueue'),
      AttributeDefinitions: [s('queue'), s('item_id')],
      KeySchema: [hash('queue'), range('item_id')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Addresses no mail goes to (a bounce or a complaint), one row each.
      TableName: tableName(db, 'mailSuppressions'),
      AttributeDefinitions: [s('address')],
      KeySchema: [hash('address')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Private calendar feeds: `feed#<token hash>` → its owner, and `owner#<email>` → the owner's one feed.
      TableName: tableName(db, 'calendarFeeds'),
      AttributeDefinitions: [s('id')],
      KeySchema: [hash('id')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // Match alerts: `subscribers` → one row per person with alerts on; `sent#<email>` → one marker per period sent (expires_at is the TTL attribute).
      TableName: tableName(db, 'matchAlerts'),
      AttributeDefinitions: [s('pk'), s('sk')],
      KeySchema: [hash('pk'), range('sk')],
      BillingMode: 'PAY_PER_REQUEST',
    },
    {
      // "Save from other sites": `token#<token hash>` → its owner, and `owner#<email>` → the owner's one live token.
      TableName: tableName(db, 'extensionTokens'),
      AttributeDefinitions: [s('id')],
      KeySchema: [hash('id')],
      BillingMode: 'PAY_PER_REQUEST',
    },
  ];
  return options.localPayments ? all : all.filter((definition) => definition.TableName !== tableName(db, 'localPayments'));
}

/**
 * Creates missing tables; existing ones are left untouched, so it is safe on every start.
 * `localPayments`: also the local test provider's table (never in a cloud account with Stripe).
 */
export async function ensureTables(db: TDb, options: { localPayments?: boolean } = {}): Promise<string[]> {
  // Every table at once: each is a describe and maybe a create, independent of the others (DynamoDB
  // takes up to 50 table operations at once, 25 of them on tables with indexes; Rumbo has 14 tables).
  const made = await Promise.all(
    tableDefinitions(db, options).map(async (definition) => {
      try {
        await db.raw.send(new DescribeTableCommand({ TableName: definition.TableName }));
        return null;
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
        await db.raw.send(new CreateTableCommand(definition));
        return definition.TableName!;
      }
    }),
  );
  const created = made.filter((name): name is string => name !== null);
  await Promise.all(created.map((name) => waitUntilActive(db, name)));
  await switchOnTimeToLive(db);
  return created;
}

/**
 * Switches on expiry by TTL_ATTRIBUTE for every TTL table where it is off (a table made before
 * this rule included). DynamoDB sweeps expired rows within days, so the code still treats an
 * expired row as gone wherever it reads one. The local engine has no TTL (UnknownOperationException):
 * there only those checks apply. Answers the tables switched on now.
 */
export async function switchOnTimeToLive(db: TDb): Promise<string[]> {
  const switched: string[] = [];
  for (const table of TTL_TABLES) {
    const TableName = tableName(db, table);
    const { TimeToLiveDescription } = await db.raw.send(new DescribeTimeToLiveCommand({ TableName }));
    const status = TimeToLiveDescription?.TimeToLiveStatus;
    if (status === 'ENABLED' || status === 'ENABLING') continue;
    try {
      await db.raw.send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }));
    } catch (error) {
      if (error instanceof Error && error.name === 'UnknownOperationException') return switched;
      throw error;
    }
    switched.push(TableName);
  }
  return switched;
}

/** The cloud service creates tables asynchronously; the embedded engine is immediate. */
async function waitUntilActive(db: TDb, name: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await db.raw.send(new DescribeTableCommand({ TableName: name }));
    const indexesReady = (Table?.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesReady) return;
    if (Date.now() > deadline) throw new Error(`Table ${name} did not become ACTIVE in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
