import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePool, startCognito } from '../../src/local/cognito';

declare module 'vitest' {
  export interface ProvidedContext {
    cognito: { endpoint: string; userPoolId: string; clientId: string; messagesLog: string };
  }
}

export const TEST_CODE = '123456';

/** The local identity service for the integration run: random loopback port, throw-away data, fixed codes. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-cognito-'));
  const cognito = await startCognito({ dir, fixedCode: TEST_CODE });
  const pool = await ensurePool(cognito.endpoint);
  project.provide('cognito', { endpoint: cognito.endpoint, ...pool, messagesLog: cognito.messagesLog });
  return async () => {
    await cognito.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
