// The AWS template (deploy/): synthesized here, offline and without Docker, and checked against the
// code it deploys: the tables of src/server/db/tables.ts, the pool settings of docs/security.md, the
// service wiring of docs/operations.md. A synthesis takes a few seconds (docs/testing.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_ADMIN_ACTIONS } from '../../deploy/lib/identity';
import { RumboStack } from '../../deploy/lib/rumbo-stack';
import { STRIPE_FIELDS } from '../../deploy/lib/service';
import { SERVING_ACTIONS } from '../../deploy/lib/tables';
import { tableDefinitions, tableName, TTL_ATTRIBUTE, TTL_TABLES } from '../../src/server/db/tables';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PREFIX = 'stage-';
const APP_URL = 'https://rumbo.example';
/** A synthesis of the whole stack: about 8 s of CPU, 20 s on a busy 2-core machine. */
const SYNTH_MS = 120_000;

type TResource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let template: Template;

/** The assemblies' folders: an App without one makes a temporary folder of its own and leaves it. */
const assemblies: string[] = [];
const app = () => {
  const outdir = mkdtempSync(join(tmpdir(), 'rumbo-cdk-'));
  assemblies.push(outdir);
  return new App({ outdir });
};
afterAll(() => assemblies.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

beforeAll(() => {
  const stack = new RumboStack(app(), 'Test', {
    env: { region: 'eu-west-3' },
    image: { kind: 'registry', name: 'registry.example/rumbo:test' },
    deploymentId: 'build-1',
    appUrl: APP_URL,
    certificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/test',
    mailFromAddress: 'no-reply@mail.example',
    tablePrefix: PREFIX,
    alarmEmail: 'ops@mail.example',
  });
  template = Template.fromStack(stack);
}, SYNTH_MS);

const resources = (type: string): TResource[] => Object.values(template.findResources(type)) as TResource[];
const only = (type: string): TResource => {
  const found = resources(type);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const logicalIds = (type: string) => Object.keys(template.findResources(type));
const byName = <T extends { AttributeName?: string; IndexName?: string }>(list: T[] = []) =>
  [...list].sort((a, b) => (a.AttributeName ?? a.IndexName ?? '').localeCompare(b.AttributeName ?? b.IndexName ?? ''));

describe('tables', () => {
  const definitions = tableDefinitions({ tablePrefix: PREFIX });

  it('declares every table of the code, with its keys and indexes, and no other', () => {
    const tables = resources('AWS::DynamoDB::Table');
    expect(tables.map((t) => t.Properties.TableName).sort()).toEqual(definitions.map((d) => d.TableName).sort());
    expect(tables.map((t) => t.Properties.TableName)).not.toContain(`${PREFIX}local_payments`);
    for (const definition of definitions) {
      const table = tables.find((t) => t.Properties.TableName === definition.TableName)!;
      expect(table.Properties.KeySchema, definition.TableName).toEqual(definition.KeySchema);
      expect(byName(table.Properties.AttributeDefinitions as [])).toEqual(byName(definition.AttributeDefinitions));
      const indexes = byName(table.Properties.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown; Projection: unknown }[] | undefined);
      expect(indexes.map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }))).toEqual(byName(definition.GlobalSecondaryIndexes));
    }
  });

  it('is on demand, recoverable to a point in time, protected and kept', () => {
    for (const table of resources('AWS::DynamoDB::Table')) {
      expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.DeletionPolicy).toBe('Retain');
    }
  });

  it('expires rows by expires_at exactly on the tables whose rows carry it (the code and prisma-free.md agree)', () => {
    const withTtl = resources('AWS::DynamoDB::Table').filter((t) => t.Properties.TimeToLiveSpecification);
    expect(withTtl.map((t) => t.Properties.TableName).sort()).toEqual(TTL_TABLES.map((t) => tableName({ tablePrefix: PREFIX }, t)).sort());
    for (const table of withTtl) expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
    // The expiry table of prisma-free.md lists the same tables.
    const doc = readFileSync(join(ROOT, 'prisma-free.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Expiry (TTL)'), doc.indexOf('\n## ', doc.indexOf('## Expiry (TTL)') + 1));
    const documented = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => `${PREFIX}${m[1]}`);
    expect(documented.sort()).toEqual(TTL_TABLES.map((t) => tableName({ tablePrefix: PREFIX }, t)).sort());
  });
});

describe('user pool', () => {
  it('has the settings of docs/security.md and sends its mail through SES', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: { PasswordPolicy: { MinimumLength: 12, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } },
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Rumbo <no-reply@mail.example>',
        SourceArn: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([':ses:eu-west-3:', ':identity/mail.example'])] }),
      },
      AdminCreateUserConfig: {
        AllowAdminCreateUserOnly: false,
        InviteMessageTemplate: {
          EmailSubject: 'Your Rumbo account',
          EmailMessage: Match.stringLikeRegexp(`${APP_URL}/auth .*\\{####\\}.*\\{username\\}|\\{username\\}.*${APP_URL}/auth.*\\{####\\}`),
        },
      },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('has one public app client as the code signs in with it: SRP and refresh, no OAuth, no email writes', () => {
    const client = only('AWS::Cognito::UserPoolClient').Properties;
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(client.GenerateSecret).toBe(false);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.EnableTokenRevocation).toBe(true);
    expect(client.WriteAttributes).toEqual(['name']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client.CallbackURLs).toBeUndefined();
  });
});

describe('service', () => {
  const container = () => (only('AWS::ECS::TaskDefinition').Properties.ContainerDefinitions as Record<string, unknown>[])[0]!;

  it('refuses fewer than two tasks', () => {
    const one = () =>
      new RumboStack(app(), 'One', {
        image: { kind: 'registry', name: 'registry.example/rumbo:test' },
        deploymentId: 'build-1',
        mailFromAddress: 'no-reply@mail.example',
        desiredCount: 1,
      });
    expect(one).toThrow(/desiredCount/);
  });

  it('runs at least two Fargate tasks behind the load balancer, rolling back a failed deployment', () => {
    const service = only('AWS::ECS::Service').Properties;
    expect(service.LaunchType).toBe('FARGATE');
    expect(service.DesiredCount).toBeGreaterThanOrEqual(2);
    expect(service.LoadBalancers).toEqual([expect.objectContaining({ ContainerName: 'app', ContainerPort: 3000 })]);
    expect(service.DeploymentConfiguration).toEqual(expect.objectContaining({ MinimumHealthyPercent: 100, DeploymentCircuitBreaker: { Enable: true, Rollback: true } }));
    template.hasResourceProperties('AWS::ApplicationAutoScaling::ScalableTarget', { MinCapacity: service.DesiredCount, MaxCapacity: Match.anyValue() });
    template.hasResourceProperties('AWS::ApplicationAutoScaling::ScalingPolicy', {
      PolicyType: 'TargetTrackingScaling',
      TargetTrackingScalingPolicyConfiguration: Match.objectLike({ PredefinedMetricSpecification: { PredefinedMetricType: 'ECSServiceAverageCPUUtilization' } }),
    });
  });

  it('checks readiness at the balancer and liveness in the container', () => {
    const targetGroup = only('AWS::ElasticLoadBalancingV2::TargetGroup').Properties;
    expect(targetGroup.HealthCheckPath).toBe('/api/ready');
    expect(targetGroup.HealthCheckTimeoutSeconds).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(container().HealthCheck)).toContain('/api/health');
  });

  it('brings a new task up to its share of requests over a minute, and drains a stopped one for 30 s', () => {
    const attributes = Object.fromEntries(
      (only('AWS::ElasticLoadBalancingV2::TargetGroup').Properties.TargetGroupAttributes as { Key: string; Value: string }[]).map((a) => [a.Key, a.Value]),
    );
    expect(attributes).toMatchObject({ 'slow_start.duration_seconds': '60', 'deregistration_delay.timeout_seconds': '30' });
  });

  it('serves HTTPS and redirects HTTP', () => {
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Port: 443,
      Protocol: 'HTTPS',
      Certificates: [{ CertificateArn: Match.stringLikeRegexp('certificate/test') }],
    });
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Port: 80,
      DefaultActions: [Match.objectLike({ Type: 'redirect', RedirectConfig: Match.objectLike({ Protocol: 'HTTPS', Port: '443' }) })],
    });
  });

  it('configures the app for several instances behind one balancer', () => {
    const environment = Object.fromEntries((container().Environment as { Name: string; Value: unknown }[]).map((e) => [e.Name, e.Value]));
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      APP_URL,
      NEXTAUTH_URL: APP_URL,
      TRUSTED_PROXY_HOPS: '1',
      RATE_LIMIT_STORE: 'dynamodb',
      WEB_CONCURRENCY: '1',
      DYNAMODB_TABLE_PREFIX: PREFIX,
      COGNITO_USER_POOL_ID: { Ref: logicalIds('AWS::Cognito::UserPool')[0] },
      COGNITO_CLIENT_ID: { Ref: logicalIds('AWS::Cognito::UserPoolClient')[0] },
    });
  });

  it('passes every secret from Secrets Manager, never as plain environment', () => {
    const secrets = container().Secrets as { Name: string; ValueFrom: unknown }[];
    const names = ['NEXTAUTH_SECRET', ...STRIPE_FIELDS, 'SMTP_URL'];
    expect(secrets.map((s) => s.Name).sort()).toEqual([...names].sort());
    const secretIds = logicalIds('AWS::SecretsManager::Secret');
    for (const secret of secrets)
      expect(
        secretIds.some((id) => JSON.stringify(secret.ValueFrom).includes(`"${id}"`)),
        secret.Name,
      ).toBe(true);
    const plain = (container().Environment as { Name: string }[]).map((e) => e.Name);
    for (const name of names) expect(plain).not.toContain(name);
    // The session secret is generated, never written in the template.
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
  });

  it('lets the task do what the app does, and nothing more', () => {
    const taskRole = (only('AWS::ECS::TaskDefinition').Properties.TaskRoleArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    const statements = resources('AWS::IAM::Policy')
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${taskRole}"`))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    const actions = new Set(statements.flatMap((s) => [s.Action].flat()));
    expect([...actions].sort()).toEqual([...SERVING_ACTIONS, ...POOL_ADMIN_ACTIONS].sort());
  });

  it('names the Stripe webhook URL as an output', () => {
    template.hasOutput('StripeWebhookUrl', { Value: `${APP_URL}/api/stripe/webhook` });
  });
});

describe('alarms', () => {
  const alarms = () => resources('AWS::CloudWatch::Alarm').map((a) => a.Properties);

  it('alarm on the 5xx rate, the p99 response time and throttling of each table, each notifying the topic', () => {
    const errorRate = alarms().filter((a) => JSON.stringify(a.Metrics ?? '').includes('HTTPCode_Target_5XX_Count'));
    expect(errorRate).toHaveLength(1);
    expect(JSON.stringify(errorRate[0]!.Metrics)).toContain('HTTPCode_ELB_5XX_Count');
    expect(JSON.stringify(errorRate[0]!.Metrics)).toContain('RequestCount');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'TargetResponseTime', ExtendedStatistic: 'p99' });
    const throttles = alarms().filter((a) => JSON.stringify(a.Metrics ?? '').includes('ThrottledRequests'));
    expect(throttles).toHaveLength(tableDefinitions({ tablePrefix: PREFIX }).length);
    const topic = logicalIds('AWS::SNS::Topic')[0];
    for (const alarm of alarms()) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@mail.example' });
  });
});
