import type { TUserRecord } from '../db/users-repo';
import type { TSession } from './types';

type TEndedSessions = Pick<TUserRecord, 'sessions_ended_at' | 'session_kept' | 'ended_sessions'>;

/**
 * Whether a session cookie still stands, by what the person's record says: a session signed out
 * on its own, or signed in before the person ended every session (sign out everywhere, a password
 * change or reset), is over, even if its cookie was copied and its tokens have not expired. A
 * cookie from before sessions carried an id and a sign-in time counts as signed in at time 0. A
 * person without a record has nothing stored to reach; the identity service's own sign-out and
 * token expiry end their sessions.
 */
export function isSessionCurrent(session: NonNullable<TSession>, record: TEndedSessions | null | undefined): boolean {
  if (!record) return true;
  if (session.sessionId && record.ended_sessions?.includes(session.sessionId)) return false;
  const endedAt = record.sessions_ended_at;
  if (endedAt === undefined || (session.signedInAt ?? 0) > endedAt) return true;
  return session.sessionId !== undefined && session.sessionId === record.session_kept;
}

/** The caller and their record, or no caller when the record says this session is over. */
export async function currentCaller<TRecord extends TEndedSessions>(
  session: TSession,
  readRecord: (email: string) => Promise<TRecord | null>,
): Promise<{ session: TSession; user: TRecord | null | undefined }> {
  if (!session) return { session: null, user: undefined };
  const user = await readRecord(session.email);
  return isSessionCurrent(session, user) ? { session, user } : { session: null, user: undefined };
}
