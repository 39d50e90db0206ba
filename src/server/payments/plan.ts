import { log } from '~/server/log.mjs';
import type { TPayments, TPlan } from './types';

/** What one period costs, to show before paying; null (and a log line) when the provider cannot say now. */
export async function planOrNull(payments: TPayments): Promise<TPlan | null> {
  try {
    return await payments.plan();
  } catch (error) {
    log.error({ err: error }, 'The price could not be read');
    return null;
  }
}
