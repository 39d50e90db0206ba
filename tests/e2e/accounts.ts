import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { z } from 'zod';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createDb } from '../../src/server/db/client';
import { createApplicationsRepo } from '../../src/server/db/applications-repo';
import { createUsersRepo } from '../../src/server/db/users-repo';
import { ensureUser, inviteUser } from '../../src/local/cognito';
import { systemClock } from '../../src/domain/clock';
import { createLocalPayments } from '../../src/server/payments/local';
import { DAY_MS } from '../../src/domain/time';
import { keys } from '../../src/server/db/keys';
import { tableName } from '../../src/server/db/tables';
import { APPLICATION_STATUSES } from '../../src/domain/applications';

const ZStackEnv = z.object({ DYNAMODB_ENDPOINT: z.string(), DYNAMODB_TABLE_PREFIX: z.string(), COGNITO_ENDPOINT: z.string(), COGNITO_USER_POOL_ID: z.string() });
const stackEnv = () => ZStackEnv.parse(JSON.parse(process.env.E2E_APP_ENV ?? '{}'));

export const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A paying subscriber's record, as the payment sync would write it, and the same subscription at
 * the local test payments provider. Answers the period end (epoch ms).
 */
export async function giveSubscription(email: string, days = 30, endsAt?: number): Promise<number> {
  const env = stackEnv();
  const db = createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
  const now = Date.now();
  const periodEnd = endsAt ?? now + days * DAY_MS;
  const subscriptionId = `sub_local_${randomUUID().replaceAll('-', '')}`;
  await createUsersRepo(db).put({
    user_email: email,
    name: 'Test User',
    created_at: now,
    updated_at: now,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd, cancelAtEnd: false, updated_at: now, subscriptionId },
  });
  await createLocalPayments(db, systemClock, process.env.E2E_BASE_URL!).seedSubscription(email, subscriptionId, periodEnd);
  return periodEnd;
}

/** The suite's database, for a test that reads or prepares records directly (destroy its client when done). */
export function suiteDb() {
  const env = stackEnv();
  return createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
}

/** An application in `status` for a job, as Rumbo's applications API stores it. */
export async function trackFor(email: string, jobUrl: string, status: string) {
  const env = stackEnv();
  const db = createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
  await createApplicationsRepo(db).saveStatus(email, jobUrl, status, Date.now());
}

const COMPANIES = ['Lumen Labs', 'Acme Iberia', 'Nube Analytics', 'Faro Software', 'Brisa Energía', 'Cobalto Bank', 'Olivo Retail', 'Sierra Health'];
const ROLES = ['Data Analyst', 'Backend Engineer', 'Product Designer', 'Frontend Developer', 'QA Engineer', 'Site Reliability Engineer', 'Project Manager', 'Data Engineer'];
const PLACES = ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Remote'];

/** The `index`th of the applications `seedApplications` writes: its address, title and company. */
export const seededApplication = (index: number) => ({
  job_url: `https://careers.example/seeded/${index}`,
  title: `${ROLES[index % ROLES.length]} ${index}`,
  company: COMPANIES[Math.floor(index / ROLES.length) % COMPANIES.length]!,
});

/**
 * `count` applications written straight to the applications table as Rumbo's applications API and
 * tracker store them (status, history, job snapshot, notes on some, an interview day on those in
 * Interview), spread over the statuses and the last months; the most recent is number 0.
 */
export async function seedApplications(email: string, count: number, now = Date.now()) {
  const env = stackEnv();
  const db = createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
  const user = keys.userEmail(email);
  const items = Array.from({ length: count }, (_, index) => {
    const status = APPLICATION_STATUSES[index % APPLICATION_STATUSES.length]!;
    const at = now - (index + 1) * 3_600_000 * 5;
    const saved = at - 2 * DAY_MS;
    const history =
      status === 'SAVED'
        ? [{ status, at }]
        : [
            { status: 'SAVED', at: saved },
            { status, at },
          ];
    return {
      ...seededApplication(index),
      user_email: user,
      entity: 'application',
      status,
      user_status: keys.userStatus(user, status),
      created_at: saved,
      updated_at: at,
      tracked_at: saved,
      changed_at: at,
      history,
      location: PLACES[index % PLACES.length],
      ...(index % 3 === 0 ? { notes: `Referred by a former colleague; ask about team ${index}.` } : {}),
      ...(status === 'INTERVIEW' ? { interview_at: Math.floor(now / DAY_MS) * DAY_MS + ((index % 14) + 1) * DAY_MS } : {}),
    };
  });
  const TableName = tableName(db, 'applications');
  for (let start = 0; start < items.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending?.length) {
      const { UnprocessedItems } = await db.doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
      pending = UnprocessedItems?.[TableName] as Record<string, unknown>[] | undefined;
    }
  }
  await createUsersRepo(db).raiseApplicationsVersion(email);
}

/** Stores job preferences on an existing user record, as the preferences page would. */
export async function setPreferences(email: string, preferences: { locations: string[]; fields: string[] }) {
  const env = stackEnv();
  const db = createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
  await createUsersRepo(db).setSearchPreferences(email, preferences, Date.now());
}

/** A confirmed account with a permanent password and a valid subscription ending in `days`. */
export async function subscriber(tag: string, password: string, days = 30) {
  const env = stackEnv();
  const email = newEmail(tag);
  await ensureUser(env.COGNITO_ENDPOINT, env.COGNITO_USER_POOL_ID, email, password);
  const periodEnd = await giveSubscription(email, days);
  return { email, password, periodEnd };
}

/** An account an administrator created with a temporary password (the user must choose a new one). */
export async function invitedUser(tag: string, temporaryPassword: string) {
  const env = stackEnv();
  const email = newEmail(tag);
  await inviteUser(env.COGNITO_ENDPOINT, env.COGNITO_USER_POOL_ID, email, temporaryPassword);
  await giveSubscription(email);
  return email;
}

/** The last code the local identity service "sent" to an address, read from its delivery log. */
export async function codeSentTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = deliveryLog();
        const at = lines.findLastIndex((line) => line.includes(`Destination:`) && line.includes(email));
        code =
          at < 0
            ? undefined
            : lines
                .slice(at)
                .find((line) => /Code:\s+\S+/.test(line))
                ?.match(/Code:\s+(\S+)/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The local identity service's delivery log ("sent" codes and passwords), line by line. */
function deliveryLog(): string[] {
  const log = join(process.env.E2E_DATA_DIR!, 'cognito', 'messages.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
}

/** How many messages the local identity service has "sent" to an address so far. */
export function deliveriesTo(email: string): number {
  return deliveryLog().filter((line) => line.includes('Destination:') && line.includes(email)).length;
}
