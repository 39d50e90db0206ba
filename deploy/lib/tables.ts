import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinitions, TTL_ATTRIBUTE, TTL_TABLES, tableName } from '../../src/server/db/tables';

/**
 * What the serving app sends to its tables (docs/operations.md, "AWS permissions"): read from the
 * repositories' commands; the production entry creates no table.
 */
export const SERVING_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:Query',
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
] as const;

type TKey = { AttributeName?: string; KeyType?: string };
type TAttribute = { AttributeName?: string; AttributeType?: string };

/** A key attribute of a definition as CDK declares it (the name and its S/N/B type). */
function attribute(definitions: TAttribute[], key: TKey | undefined): dynamodb.Attribute | undefined {
  if (!key?.AttributeName) return undefined;
  const declared = definitions.find((d) => d.AttributeName === key.AttributeName);
  const type = { S: dynamodb.AttributeType.STRING, N: dynamodb.AttributeType.NUMBER, B: dynamodb.AttributeType.BINARY }[declared?.AttributeType ?? ''];
  if (!type) throw new Error(`Key ${key.AttributeName} has no attribute definition`);
  return { name: key.AttributeName, type };
}

const partitionOf = (definitions: TAttribute[], keys: TKey[] = []) =>
  attribute(
    definitions,
    keys.find((k) => k.KeyType === 'HASH'),
  );
const sortOf = (definitions: TAttribute[], keys: TKey[] = []) =>
  attribute(
    definitions,
    keys.find((k) => k.KeyType === 'RANGE'),
  );

/**
 * Every table the app uses, declared from the app's own definitions (`tableDefinitions` in
 * src/server/db/tables.ts, the ones `ensureTables` creates locally), so keys and indexes cannot
 * drift: on-demand, point-in-time recovery, TTL on `expires_at` where the code sets it (TTL_TABLES),
 * kept when the stack is deleted. `local_payments` (the local test checkout's) is never deployed.
 */
export class RumboTables extends Construct {
  readonly tables: dynamodb.Table[] = [];

  constructor(scope: Construct, id: string, props: { tablePrefix: string }) {
    super(scope, id);
    const db = { tablePrefix: props.tablePrefix };
    const withTtl = new Set(TTL_TABLES.map((table) => tableName(db, table)));
    for (const definition of tableDefinitions(db)) {
      const name = definition.TableName!;
      const attributes = definition.AttributeDefinitions ?? [];
      const partitionKey = partitionOf(attributes, definition.KeySchema);
      if (!partitionKey) throw new Error(`Table ${name} has no partition key`);
      const table = new dynamodb.Table(this, name, {
        tableName: name,
        partitionKey,
        sortKey: sortOf(attributes, definition.KeySchema),
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: withTtl.has(name) ? TTL_ATTRIBUTE : undefined,
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of definition.GlobalSecondaryIndexes ?? []) {
        if (index.Projection?.ProjectionType !== 'ALL') throw new Error(`Index ${index.IndexName} of ${name}: only ALL projections are declared here`);
        const indexKey = partitionOf(attributes, index.KeySchema);
        if (!indexKey) throw new Error(`Index ${index.IndexName} of ${name} has no partition key`);
        table.addGlobalSecondaryIndex({
          indexName: index.IndexName!,
          partitionKey: indexKey,
          sortKey: sortOf(attributes, index.KeySchema),
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      this.tables.push(table);
    }
  }

  /** The serving actions on every table and its indexes, nothing more (no Scan, no CreateTable). */
  grantServing(grantee: iam.IGrantable): void {
    for (const table of this.tables) table.grant(grantee, ...SERVING_ACTIONS);
  }
}
