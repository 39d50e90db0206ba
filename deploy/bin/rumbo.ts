// The CDK app: `npm run deploy:synth`, `npm run deploy:diff`, `npx cdk deploy` from deploy/
// (docs/operations.md, "Deploying to AWS"). Settings come from context (`-c name=value`).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { RumboStack } from '../lib/rumbo-stack';

const app = new App();
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  return value === undefined || value === null || value === '' ? undefined : String(value);
};
/** A whole number from context, or unset; anything else stops the synthesis with the setting's name. */
function count(name: string): number | undefined {
  const value = context(name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name}: a whole number, got "${value}"`);
  return Number(value);
}

/** The commit being deployed (with `-dirty` for uncommitted changes): a new build gets a new id. */
function commitId(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty', '--abbrev=12'], { encoding: 'utf8' }).trim();
  } catch {
    return `build-${Date.now()}`;
  }
}

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const image = context('image');

new RumboStack(app, context('stackName') ?? 'Rumbo', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: context('region') ?? 'eu-west-3' },
  image: image ? { kind: 'registry', name: image } : { kind: 'build', directory: repositoryRoot },
  deploymentId: context('deploymentId') ?? commitId(),
  appUrl: context('appUrl'),
  certificateArn: context('certificateArn'),
  mailFromAddress: context('mailFrom') ?? 'no-reply@rumbo.app',
  tablePrefix: context('tablePrefix'),
  desiredCount: count('desiredCount'),
  maxCount: count('maxCount'),
  cpu: count('cpu'),
  memoryMiB: count('memoryMiB'),
  alarmEmail: context('alarmEmail'),
});
