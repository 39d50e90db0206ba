import { Duration, SecretValue } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as ecsPatterns from 'aws-cdk-lib/aws-ecs-patterns';
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** The port the container serves on (src/server/http-server.mjs, `PORT`). */
export const CONTAINER_PORT = 3000;
/** How long the balancer takes to bring a new task up to its full share of requests (30–900 s). */
export const SLOW_START_SECONDS = 60;
/** Secret JSON fields the operator fills after the first deployment (docs/operations.md, "Deploying to AWS"). */
export const STRIPE_FIELDS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
/** Placeholder of a secret field not yet filled: non-empty, so the payments rule lets the app start (in Stripe mode, failing checkouts). */
export const NOT_FILLED = 'fill-me';

export type TServiceProps = {
  image: ecs.ContainerImage;
  /** The address people use (https); unset, the balancer's own http address (a trial only). */
  appUrl?: string;
  /** vCPU units of one task (1024 = one vCPU) and its memory. */
  cpu: number;
  memoryMiB: number;
  desiredCount: number;
  maxCount: number;
  /** An ACM certificate for HTTPS; without it the balancer listens on plain HTTP (a trial only). */
  certificateArn?: string;
};

/**
 * The app as a Fargate service behind an Application Load Balancer: at least two tasks in two
 * zones, the balancer's health check on readiness (`/api/ready`) and the container's on liveness
 * (`/api/health`), secrets injected from Secrets Manager, rolling deployments that roll back on
 * failure, and task count scaling on CPU.
 */
export class RumboService extends Construct {
  readonly service: ecsPatterns.ApplicationLoadBalancedFargateService;
  readonly loadBalancer: elbv2.ApplicationLoadBalancer;
  readonly container: ecs.ContainerDefinition;
  /** APP_URL: `appUrl`, else the balancer's address. */
  readonly appUrl: string;
  readonly sessionSecret: secretsmanager.Secret;
  readonly stripeSecret: secretsmanager.Secret;
  readonly mailSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: TServiceProps) {
    super(scope, id);
    if (props.desiredCount < 2) throw new Error('desiredCount: at least 2, so a deployment or a lost task never leaves the app without a server');

    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 1,
      // DynamoDB traffic stays off the NAT gateway.
      gatewayEndpoints: { DynamoDb: { service: ec2.GatewayVpcEndpointAwsService.DYNAMODB } },
    });
    const cluster = new ecs.Cluster(this, 'Cluster', { vpc, containerInsightsV2: ecs.ContainerInsights.ENABLED });

    // Generated once; every task gets the same value (sessions and sealed values must open on any of them).
    this.sessionSecret = new secretsmanager.Secret(this, 'SessionSecret', {
      description: 'Rumbo NEXTAUTH_SECRET (generated)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      description: 'Rumbo Stripe keys: fill each field, then start a new deployment',
      secretObjectValue: Object.fromEntries(STRIPE_FIELDS.map((field) => [field, SecretValue.unsafePlainText(NOT_FILLED)])),
    });
    // Empty means unset: no mail leaves the app until the SES SMTP address is filled in.
    this.mailSecret = new secretsmanager.Secret(this, 'MailSecret', {
      description: 'Rumbo SMTP_URL (smtps://USER:PASS@email-smtp.<region>.amazonaws.com:465): fill, then start a new deployment',
      secretObjectValue: { SMTP_URL: SecretValue.unsafePlainText('') },
    });

    const taskDefinition = new ecs.FargateTaskDefinition(this, 'Task', {
      cpu: props.cpu,
      memoryLimitMiB: props.memoryMiB,
      runtimePlatform: { cpuArchitecture: ecs.CpuArchitecture.X86_64, operatingSystemFamily: ecs.OperatingSystemFamily.LINUX },
    });
    this.loadBalancer = new elbv2.ApplicationLoadBalancer(this, 'LoadBalancer', { vpc, internetFacing: true, idleTimeout: Duration.seconds(60) });
    this.appUrl = props.appUrl ?? `http://${this.loadBalancer.loadBalancerDnsName}`;
    this.container = taskDefinition.addContainer('app', {
      image: props.image,
      portMappings: [{ containerPort: CONTAINER_PORT }],
      secrets: {
        NEXTAUTH_SECRET: ecs.Secret.fromSecretsManager(this.sessionSecret),
        ...Object.fromEntries(STRIPE_FIELDS.map((field) => [field, ecs.Secret.fromSecretsManager(this.stripeSecret, field)])),
        SMTP_URL: ecs.Secret.fromSecretsManager(this.mailSecret, 'SMTP_URL'),
      },
      logging: ecs.LogDrivers.awsLogs({ streamPrefix: 'rumbo', logRetention: logs.RetentionDays.ONE_MONTH }),
      // Liveness: the process answers. No dependency is asked, so an outage elsewhere restarts nothing here.
      healthCheck: {
        command: ['CMD-SHELL', `node -e "fetch('http://127.0.0.1:${CONTAINER_PORT}/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"`],
        interval: Duration.seconds(15),
        timeout: Duration.seconds(5),
        retries: 3,
        startPeriod: Duration.seconds(60),
      },
      // A stop signal lets the requests in flight finish (src/server/http-server.mjs).
      stopTimeout: Duration.seconds(60),
    });

    const certificate = props.certificateArn ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined;
    this.service = new ecsPatterns.ApplicationLoadBalancedFargateService(this, 'Web', {
      cluster,
      taskDefinition,
      loadBalancer: this.loadBalancer,
      desiredCount: props.desiredCount,
      ...(certificate ? { certificate, protocol: elbv2.ApplicationProtocol.HTTPS, redirectHTTP: true, sslPolicy: elbv2.SslPolicy.RECOMMENDED_TLS } : {}),
      minHealthyPercent: 100,
      maxHealthyPercent: 200,
      circuitBreaker: { rollback: true },
      healthCheckGracePeriod: Duration.seconds(90),
    });
    this.service.targetGroup.configureHealthCheck({
      // Readiness: a task that cannot reach the database or the pool receives no request, and a
      // deployment whose tasks never become ready is rolled back by the circuit breaker.
      path: '/api/ready',
      healthyHttpCodes: '200',
      interval: Duration.seconds(15),
      // Each probe has a 1.5 s deadline; an answer under load can take longer than half a second.
      timeout: Duration.seconds(5),
      healthyThresholdCount: 2,
      unhealthyThresholdCount: 4,
    });
    // The entry finishes what it holds when stopped; 30 s covers the slowest request it allows.
    this.service.targetGroup.setAttribute('deregistration_delay.timeout_seconds', '30');
    // A task that has just passed readiness has served nothing yet: its first burst of requests
    // costs several times what later ones do (code loaded and compiled on first use; bench:writes'
    // first wave in docs/quality-figures.md). The balancer raises its share of new requests over a
    // minute instead of giving it a full share at once (ALB slow start; no effect on a lone task).
    this.service.targetGroup.setAttribute('slow_start.duration_seconds', String(SLOW_START_SECONDS));

    const scaling = this.service.service.autoScaleTaskCount({ minCapacity: props.desiredCount, maxCapacity: props.maxCount });
    // CPU is what a page render spends (the database and the pool scale on their own).
    scaling.scaleOnCpuUtilization('Cpu', { targetUtilizationPercent: 60, scaleInCooldown: Duration.minutes(5), scaleOutCooldown: Duration.minutes(1) });
  }
}
