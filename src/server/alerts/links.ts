import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ALERT_LINK_PURPOSES, type TAlertLinkPurpose } from '~/domain/alerts';
import { DAY_MS } from '~/domain/time';

/** How long a Save link in an alert works. */
export const SAVE_LINK_TTL_MS = 14 * DAY_MS;
/** How long an unsubscribe link works: long, since mail is read late and switching off must stay easy. */
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * DAY_MS;

/** The key alert links are signed with: derived from the app secret, used for nothing else. */
export function alertLinkKeyFrom(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('rumbo:alert-links:v1').digest();
}

const ZClaims = z.object({
  /** What the link may do. */
  p: z.enum(ALERT_LINK_PURPOSES),
  /** Whose tracker or alerts (the login email, lower-cased). */
  e: z.string().min(3).max(320),
  /** The job to save (save links only). */
  u: z.string().max(2048).optional(),
  /** Expiry, epoch ms. */
  x: z.number().int(),
});
export type TAlertLinkClaims = { purpose: TAlertLinkPurpose; email: string; jobUrl?: string; expiresAt: number };

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Signs and checks alert links: `base64url(claims).base64url(HMAC-SHA256(key, purpose-prefixed claims))`.
 * A token names one purpose, one person, one job (for saving) and an expiry; nothing else is
 * accepted, and a token of one purpose never passes for another.
 */
export function createAlertLinks(key: Buffer) {
  const signatureOf = (purpose: string, body: string) => createHmac('sha256', key).update(`${purpose}.${body}`).digest();
  return {
    sign(claims: TAlertLinkClaims): string {
      const body = encode(JSON.stringify({ p: claims.purpose, e: claims.email.trim().toLowerCase(), u: claims.jobUrl, x: claims.expiresAt }));
      return `${body}.${signatureOf(claims.purpose, body).toString('base64url')}`;
    },
    /** The claims of a genuine, unexpired token of `purpose`, else null. */
    verify(token: string, purpose: TAlertLinkPurpose, now: number): TAlertLinkClaims | null {
      if (token.length > 4096) return null;
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length) return null;
      const expected = signatureOf(purpose, body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: z.infer<typeof ZClaims>;
      try {
        claims = ZClaims.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      if (claims.p !== purpose || claims.x <= now) return null;
      if (purpose === 'save' && !claims.u) return null;
      return { purpose: claims.p, email: claims.e, jobUrl: claims.u, expiresAt: claims.x };
    },
  };
}
export type TAlertLinks = ReturnType<typeof createAlertLinks>;
