import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

// Subjects are hashed: the rate_limits table then holds no email or address, and a key stays
// short whatever a client sends (DynamoDB refuses keys over 2 KB).
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The first 64 bits of an IPv6 address, written out in full (`2001:db8:0:0`). */
function network64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/** An address as counted: IPv6 per /64, since one home or server is given a whole /64 to pick from. */
export function addressSubject(address: string): string {
  return digest(isIPv6(address) ? `${network64(address)}::/64` : address);
}

/** An account as counted: emails in any case are one account. */
export function accountSubject(account: string): string {
  return digest(account.trim().toLowerCase());
}
