import { ConfigError, isLoopbackUrl as isLoopback, type TEnv } from '../../env.js';

export type TPaymentsMode =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; priceId: string }
  /** `allowed`: why the local test checkout may run: the local mode, or ALLOW_TEST_PAYMENTS (logged loudly). */
  | { kind: 'local'; allowed: 'local-mode' | 'explicit' };

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

/**
 * The local mode: every system is the local counterpart and the app is served on loopback.
 * A cloud identity pool, a cloud database (credentials without a loopback endpoint) or a public
 * address all mean a real deployment.
 */
export function isLocalMode(env: TEnv): boolean {
  const cloudIdentity = !!env.COGNITO_USER_POOL_ID && !isLoopback(env.COGNITO_ENDPOINT);
  const cloudDatabase = env.DYNAMODB_ENDPOINT ? !isLoopback(env.DYNAMODB_ENDPOINT) : !!(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE);
  return !cloudIdentity && !cloudDatabase && isLoopback(env.APP_URL);
}

/**
 * The one rule that decides Stripe or the local test checkout. Fails closed: a partial Stripe
 * configuration, or test payments outside the local mode without ALLOW_TEST_PAYMENTS, refuses to start.
 */
export function paymentsMode(env: TEnv): TPaymentsMode {
  const set = STRIPE_VARIABLES.filter((name) => env[name]);
  if (set.length === STRIPE_VARIABLES.length) {
    return { kind: 'stripe', secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, priceId: env.STRIPE_PRICE_ID! };
  }
  if (set.length > 0) {
    const missing = STRIPE_VARIABLES.filter((name) => !env[name]);
    throw new ConfigError(missing.map((name) => `${name}: required because ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set (set all three Stripe variables, or none)`));
  }
  if (isLocalMode(env)) return { kind: 'local', allowed: 'local-mode' };
  if (env.ALLOW_TEST_PAYMENTS) return { kind: 'local', allowed: 'explicit' };
  throw new ConfigError([
    'STRIPE_SECRET_KEY: required outside the local mode (a cloud identity pool, a cloud database or a public APP_URL); set the three Stripe variables, or ALLOW_TEST_PAYMENTS=true for a test deployment where nobody pays',
  ]);
}

/** The loud line a deployment with test payments prints at every start. */
export const TEST_PAYMENTS_WARNING =
  'WARNING: ALLOW_TEST_PAYMENTS=true: the local TEST checkout is active outside the local mode. Anyone can get a subscription without paying. Never use this in production.';
