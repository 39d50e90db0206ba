import { isErrorCode, type TErrorCode } from './errors';

/**
 * The catalogue key for any error that reached the browser: a domain code carried by the tRPC
 * error formatter (`data.appCode`) maps to `errors.<code>`, anything else to `errors.generic`.
 */
export function errorMessageKey(error: unknown): `errors.${TErrorCode}` | 'errors.generic' {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const code = data && typeof data === 'object' ? (data as { appCode?: unknown }).appCode : undefined;
  return isErrorCode(code) ? `errors.${code}` : 'errors.generic';
}
