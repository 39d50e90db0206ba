import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB engine for the integration run, on a random loopback port. */
export default async function setup(project: TestProject) {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('dynamoEndpoint', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
