import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { FORBIDDEN, filesUnder, findings, secretValues } from './bundle-scan';
import { signInAsDemo } from './helpers';

// The production build the global setup made (or found up to date): what the browser downloads
// is .next/static; what the server runs is .next/server.
const BUILD = join(process.cwd(), '.next');

/** The running stack's server-only values: its session secret and where its database and identity service live. */
function serverValues(): Array<[string, string]> {
  const app = JSON.parse(process.env.E2E_APP_ENV ?? '{}') as Record<string, string>;
  const secretFile = join(process.env.E2E_DATA_DIR ?? '', 'auth-secret');
  const values: Array<[string, string]> = [
    ['DYNAMODB_ENDPOINT', app.DYNAMODB_ENDPOINT ?? ''],
    ['COGNITO_ENDPOINT', app.COGNITO_ENDPOINT ?? ''],
    ['COGNITO_USER_POOL_ID', app.COGNITO_USER_POOL_ID ?? ''],
    ['NEXTAUTH_SECRET', existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : ''],
    // Anything secret-looking in the environment the build and the server were started with.
    ...secretValues(process.env),
  ];
  return values.filter(([, value]) => value.length >= 8);
}

test('the scanner recognises each thing it looks for', () => {
  // A scan that can find nothing would pass any bundle: each pattern must catch its own example.
  const examples = [
    'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
    'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    'AKIAIOSFODNN7EXAMPLE',
    'aws_secret_access_key=x',
    '-----BEGIN PRIVATE KEY-----',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXBhcnQ',
    'process.env.STRIPE_SECRET_KEY',
    'require("@aws-sdk/lib-dynamodb")',
    'node_modules/dynalite/index.js',
    'https://api.stripe.com/v1',
    'src/server/deps.ts',
    'TableName:"t-rate_limits"',
  ];
  expect(examples.map((example) => findings('example', example).length)).toEqual(FORBIDDEN.map(() => 1));
  expect(findings('example', 'the secret is s3cr3t-value-123', [['SOME_SECRET', 's3cr3t-value-123']])).toHaveLength(1);
});

test('the client bundle holds no secret, cloud credential, server-only module or server configuration', () => {
  const files = filesUnder(join(BUILD, 'static'));
  // A build without its scripts would pass any scan.
  expect(files.filter((file) => file.path.endsWith('.js')).length).toBeGreaterThan(10);
  const values = serverValues();
  expect(values.map(([name]) => name)).toEqual(expect.arrayContaining(['NEXTAUTH_SECRET', 'DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT']));
  expect(files.flatMap((file) => findings(file.path, file.text, values))).toEqual([]);
});

test('pages as served, with their inline data, hold none of it either, signed out and signed in', async ({ page }) => {
  const values = serverValues();
  const scan = async (path: string) => {
    // The HTML of a first visit, and the data of a client-side navigation (React Server Components).
    const html = await (await page.request.get(path)).text();
    const data = await (await page.request.get(path, { headers: { RSC: '1' } })).text();
    return [...findings(path, html, values), ...findings(`${path} (navigation data)`, data, values)];
  };
  const signedOut = await Promise.all(['/', '/auth', '/onboarding'].map(scan));
  await signInAsDemo(page);
  const signedIn = await Promise.all(['/dashboard', '/settings', '/jobs', '/applications', '/resume'].map(scan));
  expect([...signedOut, ...signedIn].flat()).toEqual([]);
});

test('the server bundle loads none of the local emulators or tsx: a deployment installs without them', () => {
  const server = filesUnder(join(BUILD, 'server')).filter((file) => file.path.endsWith('.js') || file.path.endsWith('.nft.json'));
  expect(server.length).toBeGreaterThan(10);
  const loads = /(require|import)\(\s*["'](cognito-local|dynalite|tsx)(\/[^"']*)?["']\s*\)|node_modules\/(cognito-local|dynalite|tsx)\//;
  expect(server.filter((file) => loads.test(file.text)).map((file) => `${file.path}: ${loads.exec(file.text)![0]}`)).toEqual([]);
});
