import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** The operations the app sends (tables.ts, SERVING_ACTIONS): a throttle on any of them is one the app met. */
const SERVED_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
];

/** Where an operator looks first; thresholds are starting points, tuned on the figures of a real week. */
export const ALARM_THRESHOLDS = {
  /** Percent of requests answered 5xx by the targets or the balancer itself, over 5 minutes, 2 periods of 3. */
  errorRatePercent: 2,
  /** Seconds: the slowest hundredth of answers, over 5 minutes, 3 periods in a row. */
  p99ResponseSeconds: 2,
} as const;

export type TAlarmsProps = {
  loadBalancer: elbv2.ApplicationLoadBalancer;
  tables: dynamodb.Table[];
  /** An address subscribed to the alarms' topic (it confirms by email). */
  alarmEmail?: string;
};

/** The alarms an operator needs: 5xx rate, p99 response time, DynamoDB throttles; each notifies one topic. */
export class RumboAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: TAlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Rumbo alarms' });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const period = Duration.minutes(5);
    const metrics = props.loadBalancer.metrics;

    const errorRate = new cloudwatch.MathExpression({
      label: '5xx answers, % of requests',
      expression: 'IF(requests > 0, 100 * (FILL(target5xx, 0) + FILL(elb5xx, 0)) / requests, 0)',
      usingMetrics: {
        requests: metrics.requestCount({ period }),
        target5xx: metrics.httpCodeTarget(elbv2.HttpCodeTarget.TARGET_5XX_COUNT, { period }),
        elb5xx: metrics.httpCodeElb(elbv2.HttpCodeElb.ELB_5XX_COUNT, { period }),
      },
      period,
    });
    this.add('ErrorRate', errorRate, {
      alarmDescription: `More than ${ALARM_THRESHOLDS.errorRatePercent} % of requests answered 5xx (app or balancer): see the app's error lines in its log group.`,
      threshold: ALARM_THRESHOLDS.errorRatePercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    this.add('P99ResponseTime', metrics.targetResponseTime({ statistic: 'p99', period }), {
      alarmDescription: `The slowest hundredth of answers took more than ${ALARM_THRESHOLDS.p99ResponseSeconds} s: scale out, or look for a slow dependency.`,
      threshold: ALARM_THRESHOLDS.p99ResponseSeconds,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
    });

    for (const table of props.tables) {
      const throttled = table.metricThrottledRequestsForOperations({ operations: SERVED_OPERATIONS, period });
      this.add(`Throttled-${table.node.id}`, throttled, {
        alarmDescription: `Requests to ${table.node.id} were throttled: a hot partition key, or the account's on-demand table limit.`,
        threshold: 0,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
      });
    }
  }

  private add(id: string, metric: cloudwatch.IMetric, options: Omit<cloudwatch.CreateAlarmOptions, 'comparisonOperator' | 'treatMissingData'>) {
    const alarm = new cloudwatch.Alarm(this, id, {
      ...options,
      metric,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
