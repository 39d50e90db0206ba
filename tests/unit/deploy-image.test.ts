// The container image of the AWS template: its build context (.dockerignore), the Dockerfile, and
// the build id (NEXT_DEPLOYMENT_ID) that reaches Next's `deploymentId` so a rolling deployment never
// mixes versions in one browser. Synthesizing an image asset stages its context and records the
// build; docker runs only at `cdk deploy`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, DockerIgnoreStrategy, Stack } from 'aws-cdk-lib';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { containerImage } from '../../deploy/lib/rumbo-stack';
import { ConfigError, parseEnv } from '../../src/env.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Synthesizes one task with the image built from the repository; answers the assembly's folder and its image assets. */
function synthesizeBuild(deploymentId: string) {
  const app = new App();
  const stack = new Stack(app, 'Image', { env: { region: 'eu-west-3' } });
  new ecs.FargateTaskDefinition(stack, 'Task').addContainer('app', { image: containerImage({ kind: 'build', directory: ROOT }, deploymentId), memoryLimitMiB: 512 });
  const assembly = app.synth();
  const manifest = readdirSync(assembly.directory).find((file) => file.endsWith('.assets.json'))!;
  const assets = JSON.parse(readFileSync(join(assembly.directory, manifest), 'utf8')) as {
    dockerImages: Record<string, { source: { directory: string; dockerBuildArgs?: Record<string, string>; platform?: string } }>;
  };
  return { directory: assembly.directory, images: Object.values(assets.dockerImages) };
}
const removeAssembly = (directory: string) => rmSync(directory, { recursive: true, force: true });

describe('build context', () => {
  const ignore = new DockerIgnoreStrategy(ROOT, read('.dockerignore').split('\n'));
  const ignored = (path: string) => ignore.ignores(join(ROOT, path));

  it('leaves out dependencies, builds, local data, test output and local configuration', () => {
    for (const path of [
      'node_modules/next/package.json',
      '.next/BUILD_ID',
      '.data/dynamodb/000001.log',
      '.data/auth-secret',
      'test-results/run/trace.zip',
      'playwright-report/index.html',
      'deploy/cdk.out/manifest.json',
      'tests/unit/env.test.ts',
      '.env',
      '.env.production',
      'src/app/node_modules/x.js',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
  });

  it('keeps what the Dockerfile builds and serves from', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'next.config.mjs',
      'tsconfig.json',
      'src/server/http-server.mjs',
      'src/env.js',
      'messages/en.json',
      'extension/manifest.json',
    ]) {
      expect(ignored(path), path).toBe(false);
    }
  });
});

describe('Dockerfile', () => {
  const stages = read('Dockerfile')
    .split(/^FROM /m)
    .slice(1);

  it('builds in one stage and serves from another with the production entry', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/npm ci --ignore-scripts/);
    expect(stages[0]).toMatch(/next build/);
    expect(stages[1]).toMatch(/npm ci --omit=dev/);
    expect(stages[1]).toMatch(/CMD \["node", "--max-semi-space-size=32", "src\/server\/http-server\.mjs", "--keepAliveTimeout", "65000"\]/);
    expect(stages[1]).toMatch(/^USER node$/m);
    // What the server reads from the project root at run time.
    for (const folder of ['src', 'messages', 'extension']) expect(stages[1]).toMatch(new RegExp(`^COPY --from=build /app/${folder} \\./${folder}$`, 'm'));
  });

  it('takes NEXT_DEPLOYMENT_ID as a build argument and keeps it in both stages', () => {
    for (const stage of stages) {
      expect(stage).toMatch(/^ARG NEXT_DEPLOYMENT_ID$/m);
      expect(stage).toMatch(/^ENV .*NEXT_DEPLOYMENT_ID=\$\{NEXT_DEPLOYMENT_ID\}/m);
    }
  });
});

describe('deploymentId', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is the build argument of the image the template builds, and the build context is staged without node_modules', () => {
    const { directory, images } = synthesizeBuild('build-7');
    expect(images).toHaveLength(1);
    const source = images[0]!.source;
    expect(source.dockerBuildArgs).toEqual({ NEXT_DEPLOYMENT_ID: 'build-7' });
    expect(source.platform).toBe('linux/amd64');
    const staged = join(directory, source.directory);
    for (const path of ['Dockerfile', 'package-lock.json', 'src/server/http-server.mjs']) expect(existsSync(join(staged, path)), path).toBe(true);
    for (const path of ['node_modules', '.next', '.data', 'deploy', 'tests']) expect(existsSync(join(staged, path)), path).toBe(false);
    removeAssembly(directory);
    // Another build id is another image, so a new id always rolls the service.
    const next = synthesizeBuild('build-8');
    expect(next.images[0]!.source.dockerBuildArgs).toEqual({ NEXT_DEPLOYMENT_ID: 'build-8' });
    removeAssembly(next.directory);
  }, 120_000);

  it('refuses an id that is not a plain token', () => {
    expect(() => containerImage({ kind: 'registry', name: 'registry.example/rumbo:1' }, 'a b')).toThrow(/deploymentId/);
    expect(() => parseEnv({ NEXT_DEPLOYMENT_ID: 'a/b' })).toThrow(ConfigError);
    expect(parseEnv({ NEXT_DEPLOYMENT_ID: 'v1.2-3_x' }).NEXT_DEPLOYMENT_ID).toBe('v1.2-3_x');
  });

  it('is what next.config.mjs gives Next, from NEXT_DEPLOYMENT_ID', async () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', 'build-7');
    const config = (await import('../../next.config.mjs')).default as { deploymentId?: string };
    expect(config.deploymentId).toBe('build-7');
  });

  it('is unset without NEXT_DEPLOYMENT_ID (local builds)', async () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '');
    const config = (await import('../../next.config.mjs')).default as { deploymentId?: string };
    expect(config.deploymentId).toBeUndefined();
  });
});
