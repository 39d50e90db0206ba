import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { callIdentity, IdentityError } from '../server/clients/identity';
import { freePort, startNodeChild, waitFor, type TChild } from './processes';

const POOL_NAME = 'rumbo-local';
const CLIENT_NAME = 'rumbo-web';
const ZAny = z.unknown();
const ZPools = z.object({ UserPools: z.array(z.object({ Id: z.string(), Name: z.string().optional() })).default([]) });
const ZClients = z.object({ UserPoolClients: z.array(z.object({ ClientId: z.string(), ClientName: z.string().optional() })).default([]) });

/**
 * Embedded identity service (cognito-local) on a loopback port, behind a small proxy that makes
 * it behave like the cloud pool Rumbo expects (see `verifyingProxy`). Its data lives under `dir`.
 * Codes and temporary passwords it "sends" are printed and appended to `<dir>/messages.log`.
 */
export async function startCognito(options: { dir: string; port?: number; fixedCode?: string }) {
  const port = options.port || (await freePort());
  const innerPort = await freePort();
  mkdirSync(options.dir, { recursive: true });
  // Tokens name the address clients use (the proxy's), not the inner service's own port.
  issueTokensAs(options.dir, `http://127.0.0.1:${port}`);
  const messagesLog = join(options.dir, 'messages.log');
  const child: TChild = startNodeChild('cognito-local', [fileURLToPath(new URL('./cognito-local-main.mjs', import.meta.url))], {
    cwd: options.dir,
    env: { ...process.env, PORT: String(innerPort), HOST: '127.0.0.1', ...(options.fixedCode ? { CODE: options.fixedCode } : {}) },
    onLine: (line) => {
      // Only the delivery boxes matter to a person running Rumbo locally; requests are noise.
      if (/[│╭╰]/.test(line)) {
        console.log(`[identity, local only] ${line}`);
        appendFileSync(messagesLog, `${line}\n`);
      } else if (/\bERROR\b/.test(line)) console.error(`[identity] ${line}`);
    },
  });
  const inner = `http://127.0.0.1:${innerPort}/`;
  await waitFor('cognito-local', async () => (await fetch(inner, { method: 'POST' })).status > 0, child.process, 30_000);
  const deliver = (lines: string[]) => {
    for (const line of lines) {
      console.log(`[identity, local only] ${line}`);
      appendFileSync(messagesLog, `${line}\n`);
    }
  };
  const proxy = await verifyingProxy(inner, port, { dir: options.dir, deliver }).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  const stop = async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await child.stop();
  };
  return { ...child, stop, endpoint: `http://127.0.0.1:${port}/`, messagesLog };
}

/** Sets cognito-local's token issuer (its config file, merged over its defaults). */
function issueTokensAs(dir: string, issuerDomain: string) {
  const path = join(dir, '.cognito', 'config.json');
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  const config = existsSync(path) ? z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(path, 'utf8') || '{}')) : {};
  writeFileSync(path, JSON.stringify({ ...config, TokenConfig: { IssuerDomain: issuerDomain } }, null, 2));
}

const ZConfirm = z.object({ ClientId: z.string(), Username: z.string() });
const ZAttributeNames = z.object({ UserAttributes: z.array(z.object({ Name: z.string() })).default([]) });
const ZUser = z.object({ UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]) });
/** The calls that prove the user reads the mailbox: a code sent to the address was entered. */
const CODE_CONFIRMATIONS = ['ConfirmSignUp', 'ConfirmForgotPassword'];

async function bodyOf(request: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const jsonOf = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

const ZStoredUsers = z.object({
  Users: z
    .record(
      z.string(),
      z.object({
        Username: z.string(),
        UserStatus: z.string().optional(),
        ConfirmationCode: z.string().optional(),
        Attributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
      }),
    )
    .default({}),
});

/** "j***@e***" as the cloud service writes a destination it sent a code to. */
const maskedEmail = (email: string) => `${email.slice(0, 1)}***@${email.split('@')[1]?.slice(0, 1) ?? ''}***`;

/**
 * The users cognito-local keeps in a pool's file. It rewrites the whole file on every change,
 * without a temporary file, and two changes at once can overlap: a read can meet a file half
 * written, or one write's end left after a shorter one's, until its next write. So a file that is
 * not JSON is read again, `waitMs` apart, up to `attempts` times; JSON of another shape is an
 * answer at once (reading it again would not change it).
 */
export async function storedUsers(path: string, { attempts = 20, waitMs = 100 } = {}) {
  for (let attempt = 1; ; attempt++) {
    if (!existsSync(path)) return [];
    try {
      return Object.values(ZStoredUsers.parse(JSON.parse(readFileSync(path, 'utf8'))).Users);
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * ResendConfirmationCode, which cognito-local lacks, as a cloud pool with user-existence errors
 * prevented answers it: an unconfirmed account's code is delivered again (the code cognito-local
 * holds for it, printed and logged like its own deliveries); a confirmed account is refused
 * ("User is already confirmed."); an unknown one gets the same answer as a real delivery.
 */
async function resendConfirmationCode(body: Buffer, dir: string, poolId: string, deliver: (lines: string[]) => void): Promise<{ status: number; answer: unknown }> {
  const { Username } = ZConfirm.parse(jsonOf(body));
  const wanted = Username.trim().toLowerCase();
  const users = await storedUsers(join(dir, '.cognito', 'db', `${poolId}.json`));
  const user = users.find((candidate) => candidate.Username === Username || candidate.Attributes.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted));
  const delivered = { CodeDeliveryDetails: { Destination: maskedEmail(wanted), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
  if (!user) return { status: 200, answer: delivered };
  if (user.UserStatus !== 'UNCONFIRMED' || !user.ConfirmationCode) {
    return { status: 400, answer: { __type: 'InvalidParameterException', message: 'User is already confirmed.' } };
  }
  const email = user.Attributes.find((a) => a.Name === 'email')?.Value ?? wanted;
  deliver(['╭─ Confirmation Code Delivery (sent again) ─', `│ Username:    ${user.Username}`, `│ Destination: ${email}`, `│ Code:        ${user.ConfirmationCode}`, '╰─']);
  return { status: 200, answer: delivered };
}

/** What an invited subscriber's message says besides the temporary password (the address is the box's Destination). */
const INVITATION_NOTE = [
  '╭─ Rumbo invitation ─',
  '│ Rumbo: the temporary password above was sent to the Destination address. Sign in with it at /auth from any browser',
  '│ until you choose your own password (the browser that paid may choose it on /onboarding/password within 30 minutes).',
  '╰─',
];

/**
 * A loopback proxy that forwards every call to cognito-local and adds what a cloud pool with
 * Rumbo's settings does and cognito-local does not:
 * - ResendConfirmationCode (see `resendConfirmationCode`);
 * - AutoVerifiedAttributes=email: a confirmed code (ConfirmSignUp, ConfirmForgotPassword) marks
 *   the email verified (cognito-local leaves `email_verified` unset, and Rumbo accepts only a
 *   verified email as an identity);
 * - the app client may not write `email`: UpdateUserAttributes naming it is refused as the cloud
 *   service refuses it;
 * - AdminCreateUser: the invitation's own words (where the temporary password went, and where to use it).
 */
async function verifyingProxy(inner: string, port: number, local: { dir: string; deliver: (lines: string[]) => void }): Promise<Server> {
  const pools = new Map<string, string>();
  async function poolOf(clientId: string): Promise<string | undefined> {
    if (!pools.has(clientId)) {
      const { UserPools } = await callIdentity(inner, 'ListUserPools', { MaxResults: 60 }, ZPools);
      for (const pool of UserPools) {
        const { UserPoolClients } = await callIdentity(inner, 'ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 }, ZClients);
        for (const client of UserPoolClients) pools.set(client.ClientId, pool.Id);
      }
    }
    return pools.get(clientId);
  }
  async function markEmailVerified(body: Buffer) {
    const { ClientId, Username } = ZConfirm.parse(jsonOf(body));
    const UserPoolId = await poolOf(ClientId);
    if (!UserPoolId) return;
    const user = await callIdentity(inner, 'AdminGetUser', { UserPoolId, Username }, ZUser);
    const email = user.UserAttributes.find((a) => a.Name === 'email')?.Value;
    if (!email) return;
    const UserAttributes = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ];
    await callIdentity(inner, 'AdminUpdateUserAttributes', { UserPoolId, Username, UserAttributes }, ZAny);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const action = /\.(\w+)$/.exec(String(request.headers['x-amz-target'] ?? ''))?.[1];
      const body = await bodyOf(request);
      if (action === 'UpdateUserAttributes' && ZAttributeNames.safeParse(jsonOf(body)).data?.UserAttributes.some((a) => a.Name.startsWith('email'))) {
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        return void response.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' }));
      }
      if (action === 'ResendConfirmationCode') {
        const asked = ZConfirm.safeParse(jsonOf(body));
        const poolId = asked.success ? await poolOf(asked.data.ClientId) : undefined;
        if (poolId) {
          const { status, answer } = await resendConfirmationCode(body, local.dir, poolId, local.deliver);
          response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
          return void response.end(JSON.stringify(answer));
        }
      }
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
      const answer = await fetch(new URL(request.url ?? '/', inner), {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (answer.ok && action && CODE_CONFIRMATIONS.includes(action)) await markEmailVerified(body);
      // The cloud pool's invitation template says this (docs/operations.md); the local service's message does not.
      if (answer.ok && action === 'AdminCreateUser') local.deliver(INVITATION_NOTE);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(bytes);
    })().catch((error: unknown) => {
      console.error('[identity] local proxy failed', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: 'The local identity service failed' }));
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return server;
}

const ZPool = z.object({ UserPool: z.object({ Id: z.string() }) });
const ZClient = z.object({ UserPoolClient: z.object({ ClientId: z.string() }) });

/**
 * The pool settings Rumbo expects of any pool (docs/security.md, user-pool settings): email as username, verified by
 * a code; a new email only after its code is entered; the app's password rule. cognito-local
 * stores them; the proxy supplies the verification it does not perform.
 */
const POOL_SETTINGS = {
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true } },
  MfaConfiguration: 'OPTIONAL',
};
/** The app client may write no identity attribute (an empty list would mean every attribute). */
const CLIENT_WRITE_ATTRIBUTES = ['name'];

/** Finds or creates the local user pool and web client; safe to run on every start. */
export async function ensurePool(endpoint: string): Promise<{ userPoolId: string; clientId: string }> {
  const pools = await callIdentity(endpoint, 'ListUserPools', { MaxResults: 60 }, ZPools);
  const userPoolId =
    pools.UserPools.find((p) => p.Name === POOL_NAME)?.Id ?? (await callIdentity(endpoint, 'CreateUserPool', { PoolName: POOL_NAME, ...POOL_SETTINGS }, ZPool)).UserPool.Id;
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
          WriteAttributes: CLIENT_WRITE_ATTRIBUTES,
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
