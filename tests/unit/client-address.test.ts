import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '~/server/client-address.mjs';
import { paceDelay } from '~/server/rate-limit/limiter';
import { addressSubject } from '~/server/rate-limit/subjects';

const PEER = '10.0.0.5';

describe('the client address behind TRUSTED_PROXY_HOPS proxies', () => {
  it('is the socket’s peer with no trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf(PEER, undefined, 0)).toBe(PEER);
    expect(clientAddressOf(PEER, '203.0.113.9', 0)).toBe(PEER);
    expect(clientAddressOf(PEER, '203.0.113.9, 198.51.100.1', 0)).toBe(PEER);
  });

  it('is the entry the outermost trusted proxy appended: the hops-th from the right', () => {
    // One load balancer appends the address it saw; whatever the client sent stays to its left.
    expect(clientAddressOf(PEER, '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddressOf(PEER, '1.1.1.1, 2.2.2.2, 198.51.100.7', 1)).toBe('198.51.100.7');
    // A CDN then a load balancer: the CDN's entry is the client, the last one is the CDN itself.
    expect(clientAddressOf(PEER, '1.1.1.1, 198.51.100.7, 192.0.2.33', 2)).toBe('198.51.100.7');
    expect(clientAddressOf(PEER, ['1.1.1.1, 198.51.100.7', '192.0.2.33'], 2)).toBe('198.51.100.7');
  });

  it('falls back to the peer when the header has fewer entries than hops, or the entry is not an address', () => {
    expect(clientAddressOf(PEER, undefined, 1)).toBe(PEER);
    expect(clientAddressOf(PEER, '198.51.100.7', 2)).toBe(PEER);
    expect(clientAddressOf(PEER, 'evil, <script>', 1)).toBe(PEER);
    expect(clientAddressOf(PEER, '198.51.100.7,', 1)).toBe(PEER);
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
  });

  it('writes one client one way: no IPv4-mapped prefix, no port', () => {
    expect(clientAddressOf('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddressOf(PEER, '198.51.100.7:51234', 1)).toBe('198.51.100.7');
    expect(clientAddressOf(PEER, '[2001:db8::1]:443', 1)).toBe('2001:db8::1');
    expect(clientAddressOf(PEER, ' 2001:db8::1 ', 1)).toBe('2001:db8::1');
  });
});

describe('rate-limit subjects and delays', () => {
  it('counts an IPv6 client per /64, since it may pick any address in it', () => {
    expect(addressSubject('2001:db8:1:2::1')).toBe(addressSubject('2001:db8:1:2:ffff:ffff:ffff:9'));
    expect(addressSubject('2001:db8::1')).toBe(addressSubject('2001:0db8:0000:0000:1::1'));
    expect(addressSubject('2001:db8:1:3::1')).not.toBe(addressSubject('2001:db8:1:2::1'));
    expect(addressSubject('198.51.100.7')).not.toBe(addressSubject('198.51.100.8'));
    // Keys stay short and hold no address, whatever arrives.
    expect(addressSubject('x'.repeat(10_000))).toHaveLength(43);
  });

  it('waits longer after each counted attempt past the free ones, never longer than the cap', () => {
    const rule = { free: 3, baseMs: 1_000, maxMs: 10_000, windowMs: 60_000, ceiling: 100 };
    expect([1, 2, 3, 4, 5, 6, 7, 50, 5_000].map((n) => paceDelay(rule, n))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });
});
