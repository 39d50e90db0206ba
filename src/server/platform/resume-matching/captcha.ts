import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { TCaptchaReplaysRepo } from '../../db/captcha-replays-repo';

/**
 * The anti-bot check of the upload (docs/product-rules.md §1): ALTCHA proof of work, issued and verified here, no
 * third-party service. Deterministic mode: the server picks the counter, so every challenge costs
 * the browser about the same work (5k–15k SHA-256 rounds: 30–100 ms in Node, similar in a browser worker) and
 * verifying costs one hash. Challenges are HMAC-signed and expire after five minutes.
 */
const ALGORITHM = 'SHA-256';
const COUNTER = { min: 5_000, max: 15_000 } as const;
export const CHALLENGE_TTL_MS = 5 * 60_000;

const ZParameters = z.object({
  algorithm: z.string().max(32),
  nonce: z.string().max(128),
  salt: z.string().max(128),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string().max(256),
  keySignature: z.string().max(256).optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
/** A challenge as the widget takes it (`challenge` property): the signed parameters. */
export const ZChallenge = z.object({ parameters: ZParameters, signature: z.string() });
export type TChallenge = z.infer<typeof ZChallenge>;

/** The widget's token: base64 of {challenge, solution}. */
const ZPayload = z.object({
  challenge: ZChallenge,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

/** The HMAC key of the challenges, derived from the app secret so no second secret has to be configured. */
export function captchaSecretFrom(appSecret: string): string {
  return createHmac('sha256', appSecret).update('rumbo:altcha:v2').digest('hex');
}

/** Decodes the widget's token; null for anything that is not one. */
function parseToken(token: string): z.infer<typeof ZPayload> | null {
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type TCaptcha = {
  /** A fresh signed challenge for the widget. */
  challenge(): Promise<TChallenge>;
  /** True once per solved, unexpired challenge signed with our key; a replay on any instance is false. */
  verify(token: string): Promise<boolean>;
  /**
   * `verify` in two steps: null for a token that is not a solved, unexpired challenge of ours; else
   * `spend()`, true the first time on any instance. A token checked but not spent stays usable.
   */
  check(token: string): Promise<{ spend(): Promise<boolean> } | null>;
};

/**
 * Expiry runs on the wall clock, not the app's injected clock: altcha-lib compares `expiresAt`
 * with `Date.now()` itself, and the widget counts down with it too.
 */
export function createCaptcha(options: { secret: string; replays: TCaptchaReplaysRepo; now?: () => number }): TCaptcha {
  const now = options.now ?? Date.now;
  return {
    async challenge() {
      const created = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER.min, COUNTER.max),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: options.secret,
      });
      return ZChallenge.parse(created);
    },
    check,
    async verify(token) {
      const checked = await check(token);
      return checked ? checked.spend() : false;
    },
  };

  async function check(token: string) {
    const payload = token ? parseToken(token) : null;
    if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return null;
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: options.secret });
    if (!result.verified) return null;
    const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now() + CHALLENGE_TTL_MS;
    return { spend: () => options.replays.spend(payload.challenge.signature, expiresAt, now()) };
  }
}
