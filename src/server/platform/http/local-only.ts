import { json } from './http';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (how a dual-stack socket reports a v4 peer). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

/** The answer to a caller off this machine while the platform trusts the local identity service. */
export const LOCAL_ONLY_ANSWER = () => json({ error: 'The platform API answers only on this machine while the local identity service signs its tokens' }, 403);
