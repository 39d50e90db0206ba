import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Runs a conditional write; false when its condition did not hold (any other failure is thrown). */
export async function holds(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
