import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import type { Construct } from 'constructs';
import { RumboAlarms } from './alarms';
import { RumboIdentity } from './identity';
import { CONTAINER_PORT, RumboService } from './service';
import { RumboTables } from './tables';

/**
 * Where the container image comes from: built from the repository's Dockerfile at deployment
 * (`cdk deploy` runs docker; synthesis only records the asset), or an image already pushed.
 */
export type TImageSource = { kind: 'build'; directory: string } | { kind: 'registry'; name: string };

export type TRumboStackProps = StackProps & {
  image: TImageSource;
  /** Names this build: the Docker build's NEXT_DEPLOYMENT_ID (next.config.mjs `deploymentId`). */
  deploymentId: string;
  appUrl?: string;
  certificateArn?: string;
  /** The sender of every message (the pool's and the app's), on a domain verified in SES. */
  mailFromAddress: string;
  mailFromName?: string;
  tablePrefix?: string;
  desiredCount?: number;
  maxCount?: number;
  /** 1024 per vCPU. */
  cpu?: number;
  memoryMiB?: number;
  alarmEmail?: string;
};

export const DEPLOYMENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The image of the service, and for a build, its NEXT_DEPLOYMENT_ID build argument. */
export function containerImage(source: TImageSource, deploymentId: string): ecs.ContainerImage {
  if (!DEPLOYMENT_ID_PATTERN.test(deploymentId)) throw new Error(`deploymentId: letters, digits, _ . - only, at most 64 (got "${deploymentId}")`);
  if (source.kind === 'registry') return ecs.ContainerImage.fromRegistry(source.name);
  return ecs.ContainerImage.fromAsset(source.directory, { buildArgs: { NEXT_DEPLOYMENT_ID: deploymentId }, platform: Platform.LINUX_AMD64 });
}

/** Rumbo on AWS: its tables, its user pool, the app on Fargate behind a load balancer, its alarms. */
export class RumboStack extends Stack {
  readonly tables: RumboTables;
  readonly identity: RumboIdentity;
  readonly web: RumboService;
  readonly alarms: RumboAlarms;

  constructor(scope: Construct, id: string, props: TRumboStackProps) {
    super(scope, id, props);
    const tablePrefix = props.tablePrefix ?? '';
    const cpu = props.cpu ?? 1024;
    const mailFromName = props.mailFromName ?? 'Rumbo';

    this.tables = new RumboTables(this, 'Tables', { tablePrefix });
    this.web = new RumboService(this, 'App', {
      image: containerImage(props.image, props.deploymentId),
      appUrl: props.appUrl,
      certificateArn: props.certificateArn,
      cpu,
      memoryMiB: props.memoryMiB ?? 2048,
      desiredCount: props.desiredCount ?? 2,
      maxCount: props.maxCount ?? 10,
    });
    this.identity = new RumboIdentity(this, 'Identity', { appUrl: this.web.appUrl, mailFromAddress: props.mailFromAddress, mailFromName });

    const taskRole = this.web.service.taskDefinition.taskRole;
    this.tables.grantServing(taskRole);
    this.identity.grantAdmin(taskRole);

    // docs/operations.md, "Several instances behind a load balancer" and "Environment variables".
    const environment: Record<string, string> = {
      NODE_ENV: 'production',
      PORT: String(CONTAINER_PORT),
      APP_URL: this.web.appUrl,
      NEXTAUTH_URL: this.web.appUrl,
      AWS_REGION: this.region,
      DYNAMODB_TABLE_PREFIX: tablePrefix,
      COGNITO_USER_POOL_ID: this.identity.userPool.userPoolId,
      COGNITO_CLIENT_ID: this.identity.client.userPoolClientId,
      RATE_LIMIT_STORE: 'dynamodb',
      // One balancer appends to X-Forwarded-For in front of the app.
      TRUSTED_PROXY_HOPS: '1',
      // Node counts the host's cores, not the task's vCPUs: one server process per vCPU.
      WEB_CONCURRENCY: String(Math.max(1, Math.floor(cpu / 1024))),
      MAIL_FROM: `${mailFromName} <${props.mailFromAddress}>`,
    };
    for (const [name, value] of Object.entries(environment)) this.web.container.addEnvironment(name, value);

    this.alarms = new RumboAlarms(this, 'Alarms', { loadBalancer: this.web.loadBalancer, tables: this.tables.tables, alarmEmail: props.alarmEmail });

    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'APP_URL of the service' });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${this.web.appUrl}/api/stripe/webhook`,
      description: 'Point a Stripe webhook endpoint here (docs/operations.md, "Deploying": its six events)',
    });
    new CfnOutput(this, 'LoadBalancerDnsName', { value: this.web.loadBalancer.loadBalancerDnsName, description: 'Point the domain of APP_URL here' });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.identity.client.userPoolClientId });
    new CfnOutput(this, 'StripeSecretName', { value: this.web.stripeSecret.secretName, description: 'Fill STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID' });
    new CfnOutput(this, 'MailSecretName', { value: this.web.mailSecret.secretName, description: 'Fill SMTP_URL' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'ClusterName', { value: this.web.service.cluster.clusterName });
    new CfnOutput(this, 'ServiceName', { value: this.web.service.service.serviceName });
  }
}
