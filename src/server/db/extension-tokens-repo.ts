import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

/** A token: whose tracker it reaches, and since when. */
export const ZExtensionTokenItem = z.object({ id: z.string(), user_email: z.string(), created_at: z.number() });
/** The owner's one live token (the hash of the token, never the token). */
export const ZExtensionTokenOwnerItem = z.object({ id: z.string(), token_hash: z.string(), created_at: z.number() });

/**
 * extension_tokens table (prisma-free.md): `token#<token hash>` names a token's owner;
 * `owner#<email>` names the owner's one live token. A token answers only while both agree, so a
 * replaced or revoked token is refused even if its own row outlived a failed delete.
 */
export function createExtensionTokensRepo(db: TDb) {
  const TableName = tableName(db, 'extensionTokens');
  const ownerOf = async (email: string) => {
    const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { id: keys.extensionTokenOwner(email) }, ConsistentRead: true }));
    return Item ? ZExtensionTokenOwnerItem.parse(Item) : null;
  };
  const dropToken = (tokenHash: string) => db.doc.send(new DeleteCommand({ TableName, Key: { id: keys.extensionToken(tokenHash) } }));
  return {
    /** The person's live token (when it was issued), or null. */
    async current(email: string): Promise<{ created_at: number } | null> {
      const owner = await ownerOf(email);
      return owner && { created_at: owner.created_at };
    },
    /** Makes `tokenHash` the person's one token; an earlier one stops working. */
    async create(email: string, tokenHash: string, now: number): Promise<void> {
      const token = ZExtensionTokenItem.parse({ id: keys.extensionToken(tokenHash), user_email: keys.userEmail(email), created_at: now });
      await db.doc.send(new PutCommand({ TableName, Item: { ...token, entity: 'extension_token' }, ConditionExpression: 'attribute_not_exists(id)' }));
      const previous = await ownerOf(email);
      const owner = ZExtensionTokenOwnerItem.parse({ id: keys.extensionTokenOwner(email), token_hash: tokenHash.toLowerCase(), created_at: now });
      await db.doc.send(new PutCommand({ TableName, Item: { ...owner, entity: 'extension_token_owner' } }));
      if (previous && previous.token_hash !== owner.token_hash) await dropToken(previous.token_hash);
    },
    /** Revokes the person's token: it is refused from now on. */
    async revoke(email: string): Promise<boolean> {
      const owner = await ownerOf(email);
      if (!owner) return false;
      await db.doc.send(new DeleteCommand({ TableName, Key: { id: keys.extensionTokenOwner(email) } }));
      await dropToken(owner.token_hash);
      return true;
    },
    /** The owner of the live token a hash names, or null (unknown, replaced or revoked). */
    async resolve(tokenHash: string): Promise<{ user_email: string } | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { id: keys.extensionToken(tokenHash) }, ConsistentRead: true }));
      if (!Item) return null;
      const token = ZExtensionTokenItem.parse(Item);
      const owner = await ownerOf(token.user_email);
      if (owner?.token_hash !== tokenHash.toLowerCase()) return null;
      return { user_email: token.user_email };
    },
  };
}
export type TExtensionTokensRepo = ReturnType<typeof createExtensionTokensRepo>;
