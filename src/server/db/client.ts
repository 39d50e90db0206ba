import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export type TDbConfig = {
  region: string;
  /** Set for the embedded engine (dynalite) or any DynamoDB-compatible endpoint. */
  endpoint?: string;
  /** Prefix for every table name, so several deployments can share one account. */
  tablePrefix: string;
  /** True when real AWS credentials come from the environment's default chain. */
  hasAwsCredentials: boolean;
};

export type TDb = { doc: DynamoDBDocumentClient; raw: DynamoDBClient; tablePrefix: string };

/** One document client per process; local engines get dummy credentials, AWS the default chain. */
export function createDb(config: TDbConfig): TDb {
  const raw = new DynamoDBClient({
    region: config.region,
    endpoint: config.endpoint,
    ...(config.endpoint && !config.hasAwsCredentials
      ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    maxAttempts: 3,
  });
  const doc = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { doc, raw, tablePrefix: config.tablePrefix };
}
