import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { LOCALES } from '~/domain/locale';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

/** A feed: who it belongs to, and the zone and language its events are written in. */
export const ZCalendarFeedItem = z.object({
  id: z.string(),
  user_email: z.string(),
  created_at: z.number(),
  time_zone: z.string(),
  locale: z.enum(LOCALES),
});
/** The owner's one feed now (the hash of its token, never the token). */
export const ZCalendarFeedOwnerItem = z.object({ id: z.string(), token_hash: z.string(), created_at: z.number() });

export type TCalendarFeed = Pick<z.infer<typeof ZCalendarFeedItem>, 'user_email' | 'created_at' | 'time_zone' | 'locale'>;

/**
 * calendar_feeds table (prisma-free.md): `feed#<token hash>` names a feed's owner; `owner#<email>`
 * names the owner's one live feed. A feed answers only while both agree, so a replaced or revoked
 * token is refused even if its own row outlived a failed delete.
 */
export function createCalendarFeedsRepo(db: TDb) {
  const TableName = tableName(db, 'calendarFeeds');
  const ownerOf = async (email: string) => {
    const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { id: keys.calendarFeedOwner(email) }, ConsistentRead: true }));
    return Item ? ZCalendarFeedOwnerItem.parse(Item) : null;
  };
  const dropFeed = (tokenHash: string) => db.doc.send(new DeleteCommand({ TableName, Key: { id: keys.calendarFeed(tokenHash) } }));
  return {
    /** The person's live feed (when it was created), or null. */
    async current(email: string): Promise<{ created_at: number } | null> {
      const owner = await ownerOf(email);
      return owner && { created_at: owner.created_at };
    },
    /** Makes `tokenHash` the person's one feed; an earlier feed stops answering. */
    async create(email: string, tokenHash: string, settings: { time_zone: string; locale: (typeof LOCALES)[number] }, now: number): Promise<void> {
      const user_email = keys.userEmail(email);
      const feed = ZCalendarFeedItem.parse({ id: keys.calendarFeed(tokenHash), user_email, created_at: now, ...settings });
      await db.doc.send(new PutCommand({ TableName, Item: { ...feed, entity: 'calendar_feed' }, ConditionExpression: 'attribute_not_exists(id)' }));
      const previous = await ownerOf(email);
      const owner = ZCalendarFeedOwnerItem.parse({ id: keys.calendarFeedOwner(email), token_hash: tokenHash.toLowerCase(), created_at: now });
      await db.doc.send(new PutCommand({ TableName, Item: { ...owner, entity: 'calendar_feed_owner' } }));
      if (previous && previous.token_hash !== owner.token_hash) await dropFeed(previous.token_hash);
    },
    /** Ends the person's feed: its address answers 404 from now on. */
    async revoke(email: string): Promise<boolean> {
      const owner = await ownerOf(email);
      if (!owner) return false;
      await db.doc.send(new DeleteCommand({ TableName, Key: { id: keys.calendarFeedOwner(email) } }));
      await dropFeed(owner.token_hash);
      return true;
    },
    /** The live feed a token hash names, or null (unknown, replaced or revoked). */
    async resolve(tokenHash: string): Promise<TCalendarFeed | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { id: keys.calendarFeed(tokenHash) }, ConsistentRead: true }));
      if (!Item) return null;
      const feed = ZCalendarFeedItem.parse(Item);
      const owner = await ownerOf(feed.user_email);
      if (owner?.token_hash !== tokenHash.toLowerCase()) return null;
      return { user_email: feed.user_email, created_at: feed.created_at, time_zone: feed.time_zone, locale: feed.locale };
    },
  };
}
export type TCalendarFeedsRepo = ReturnType<typeof createCalendarFeedsRepo>;
