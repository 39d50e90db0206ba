import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fixedClock } from '~/domain/clock';
import type { TMatchRequest } from '~/domain/resume-matching-schema';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TApiConfig } from '~/server/clients/api';
import type { TDb } from '~/server/db/client';
import { tableName } from '~/server/db/tables';
import { createUsersRepo, type TUserRecord } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import type { TChallenge } from '~/server/platform/resume-matching/captcha';
import type { TPdfParsers } from '~/server/platform/resume-matching/pdf-parsers';
import { DAY_MS, NOW } from './db';
import { mintAccessToken, testVerifier } from './tokens';

/** The app secret of the resume tests, so a test can sign challenges the app accepts. */
export const APP_SECRET = 'resume-tests-app-secret-0123456789abcdef';
export const SUBSCRIPTION = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

/** Solves a challenge as the widget does and answers the widget's token: base64 of {challenge, solution}. */
export async function solvedToken(challenge: TChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The test could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A token whose solution does not solve its challenge (a bot guessing). */
export function unsolvedToken(challenge: TChallenge): string {
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
}

/** Stores a subscriber (with optional resume, preferences and exclusions). */
export async function putSubscriber(db: TDb, email: string, extra: Partial<TUserRecord> = {}): Promise<void> {
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: SUBSCRIPTION, ...extra });
}

/**
 * A subscriber's tRPC caller as `callerFor` builds it, with the resume tests' app secret and,
 * optionally, an external resume-matching API. Each call is one app instance.
 */
export async function resumeCaller(db: TDb, email: string, options: { resumeMatching?: TApiConfig; appSecret?: string; locale?: 'en' | 'es'; pdfParsers?: TPdfParsers } = {}) {
  const clock = fixedClock(NOW);
  const deps = buildDeps(db, clock, null, {
    verify: await testVerifier(clock),
    appSecret: options.appSecret ?? APP_SECRET,
    external: options.resumeMatching ? { resumeMatching: options.resumeMatching } : undefined,
    pdfParsers: options.pdfParsers,
  });
  const session = { email, accessToken: await mintAccessToken({ username: email, issuedAt: NOW }) };
  return { caller: createCaller(createInnerContext({ session, deps, locale: options.locale })), deps, clock };
}

/** Every item of the resume_requests table (a test may scan; the app never does). */
export async function storedRequests(db: TDb): Promise<Record<string, unknown>[]> {
  return (await db.doc.send(new ScanCommand({ TableName: tableName(db, 'resumeRequests') }))).Items ?? [];
}

/** Polls as the browser does until the request is done or failed (real time: the worker runs off the request path). */
export async function pollUntilSettled<T extends TMatchRequest>(poll: () => Promise<T>, timeoutMs = 15_000): Promise<{ final: T; seen: T[] }> {
  const seen: T[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await poll();
    seen.push(answer);
    if (answer.status === 'done' || answer.status === 'failed') return { final: answer, seen };
    if (Date.now() > deadline) throw new Error(`Request still ${answer.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
