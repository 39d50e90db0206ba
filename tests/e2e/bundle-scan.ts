import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What must never reach the browser: secrets by their shape, the names of the variables that hold
 * them, and traces of server-only code (the database SDK, the local emulators, Stripe's server SDK,
 * server folders, table names). The client bundle legitimately holds next-auth's NEXTAUTH_URL and
 * Mantine's "striped", so names are matched whole.
 */
export const FORBIDDEN: ReadonlyArray<readonly [string, RegExp]> = [
  ['a Stripe secret or restricted key', /\b[sr]k_(live|test)_[0-9A-Za-z]{8,}/],
  ['a Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{8,}/],
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['an AWS secret key setting', /aws_secret_access_key/i],
  ['a PEM key or certificate', /-----BEGIN /],
  ['a signed token (JWT)', /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['the name of a secret variable', /\b(NEXTAUTH_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|AWS_SECRET_ACCESS_KEY|AWS_SESSION_TOKEN|AWS_ACCESS_KEY_ID)\b/],
  ['the database SDK', /@aws-sdk\/|lib-dynamodb|DynamoDBDocumentClient|amazonaws\.com/],
  ['a local emulator', /cognito-local|dynalite/],
  ["Stripe's server SDK", /api\.stripe\.com|stripe-node|StripeSignatureVerificationError/],
  ['a server-only module', /server-only|src\/server\/|src\/local\//],
  ['a table name', /\b(rate_limits|local_payments|captcha_replays|resume_requests|sign_in_tickets)\b/],
];

/** Every file under a folder, with its path relative to `root`. */
export function filesUnder(dir: string, root = dir): Array<{ path: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, root) : [{ path: relative(root, path), text: readFileSync(path, 'latin1') }];
  });
}

/** Where a text holds something forbidden, or one of the given values: one line per finding, with its surroundings. */
export function findings(where: string, text: string, values: ReadonlyArray<readonly [string, string]> = []): string[] {
  const found: string[] = [];
  const report = (what: string, at: number, length: number) => found.push(`${where}: ${what}: …${text.slice(Math.max(0, at - 40), at + length + 40).replace(/\s+/g, ' ')}…`);
  for (const [what, pattern] of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match) report(what, match.index, match[0].length);
  }
  for (const [name, value] of values) {
    const at = text.indexOf(value);
    if (at >= 0) report(`the value of ${name}`, at, value.length);
  }
  return found;
}

/** Variables whose names say they hold a secret, with values long enough not to match by chance. */
export function secretValues(env: Record<string, string | undefined>): Array<[string, string]> {
  return Object.entries(env).filter((entry): entry is [string, string] => /SECRET|PASSWORD|TOKEN|PRIVATE|CREDENTIAL|_KEY\b|_KEY_/i.test(entry[0]) && (entry[1]?.length ?? 0) >= 12);
}
