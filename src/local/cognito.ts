import { appendFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { z } from 'zod';
import { callIdentity, IdentityError } from '../server/clients/identity';
import { freePort, startNodeChild, waitFor, type TChild } from './processes';

const require = createRequire(import.meta.url);
const POOL_NAME = 'rumbo-local';
const CLIENT_NAME = 'rumbo-web';

/**
 * Embedded identity service (cognito-local) on a loopback port. Its data lives under `dir`.
 * Codes and temporary passwords it "sends" are printed and appended to `<dir>/messages.log`.
 */
export async function startCognito(options: { dir: string; port?: number; fixedCode?: string }) {
  const port = options.port || (await freePort());
  mkdirSync(options.dir, { recursive: true });
  const messagesLog = join(options.dir, 'messages.log');
  const child: TChild = startNodeChild('cognito-local', [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: options.dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...(options.fixedCode ? { CODE: options.fixedCode } : {}) },
    onLine: (line) => {
      // Only the delivery boxes matter to a person running Rumbo locally; requests are noise.
      if (/[│╭╰]/.test(line)) {
        console.log(`[identity, local only] ${line}`);
        appendFileSync(messagesLog, `${line}\n`);
      } else if (/\bERROR\b/.test(line)) console.error(`[identity] ${line}`);
    },
  });
  const endpoint = `http://127.0.0.1:${port}/`;
  await waitFor('cognito-local', async () => (await fetch(endpoint, { method: 'POST' })).status > 0, child.process, 30_000);
  return { ...child, endpoint, messagesLog };
}

const ZPools = z.object({ UserPools: z.array(z.object({ Id: z.string(), Name: z.string().optional() })).default([]) });
const ZPool = z.object({ UserPool: z.object({ Id: z.string() }) });
const ZClients = z.object({ UserPoolClients: z.array(z.object({ ClientId: z.string(), ClientName: z.string().optional() })).default([]) });
const ZClient = z.object({ UserPoolClient: z.object({ ClientId: z.string() }) });
const ZAny = z.unknown();

/** Finds or creates the local user pool and web client; safe to run on every start. */
export async function ensurePool(endpoint: string): Promise<{ userPoolId: string; clientId: string }> {
  const pools = await callIdentity(endpoint, 'ListUserPools', { MaxResults: 60 }, ZPools);
  const userPoolId =
    pools.UserPools.find((p) => p.Name === POOL_NAME)?.Id ??
    (await callIdentity(endpoint, 'CreateUserPool', { PoolName: POOL_NAME, UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'], MfaConfiguration: 'OPTIONAL' }, ZPool))
      .UserPool.Id;
  const clients = await callIdentity(endpoint, 'ListUserPoolClients', { UserPoolId: userPoolId, MaxResults: 60 }, ZClients);
  const clientId =
    clients.UserPoolClients.find((c) => c.ClientName === CLIENT_NAME)?.ClientId ??
    (
      await callIdentity(
        endpoint,
        'CreateUserPoolClient',
        {
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_CUSTOM_AUTH'],
        },
        ZClient,
      )
    ).UserPoolClient.ClientId;
  return { userPoolId, clientId };
}

/** Creates a confirmed user with a permanent password unless the user already exists. */
export async function ensureUser(endpoint: string, userPoolId: string, email: string, password: string): Promise<boolean> {
  try {
    await callIdentity(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email }, ZAny);
    return false;
  } catch (error) {
    if (!(error instanceof IdentityError) || error.type !== 'UserNotFoundException') throw error;
  }
  await inviteUser(endpoint, userPoolId, email, password);
  await callIdentity(endpoint, 'AdminSetUserPassword', { UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }, ZAny);
  return true;
}

/** An account an administrator creates with a verified email and a temporary password (the first sign-in must choose a new one). */
export async function inviteUser(endpoint: string, userPoolId: string, email: string, temporaryPassword: string): Promise<void> {
  await callIdentity(
    endpoint,
    'AdminCreateUser',
    {
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: temporaryPassword,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    },
    ZAny,
  );
}
