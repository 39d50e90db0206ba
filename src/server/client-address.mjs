// Plain JavaScript (like src/env.js) because the production server entry runs under bare `node`.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The header by which Rumbo's own entry vouches for the address it pinned: it carries a random
 * token of this process (on globalThis, shared with the app Next runs in the same process), and
 * the entry overwrites whatever a client sent under that name. Without it (Next's own or
 * standalone server) no forwarded address is trusted.
 */
export const ENTRY_HEADER = 'x-rumbo-entry';
const ENTRY = Symbol.for('rumbo.entry-token');

/** Marks this process as served through Rumbo's own entry; answers the token its requests carry. */
export function markEntry() {
  const store = /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis));
  store[ENTRY] ??= randomBytes(16).toString('hex');
  return /** @type {string} */ (store[ENTRY]);
}

/** The token of this process's entry, or undefined when no entry of Rumbo's serves it. */
export function entryToken() {
  return /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis))[ENTRY];
}

/**
 * One address as a bare IP: the IPv4-mapped IPv6 form and a port some proxies append are dropped.
 * @param {string} entry
 * @returns {string | null} null when it is not an address
 */
function bareAddress(entry) {
  const value = entry.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) return isIP(mapped[1]) ? mapped[1] : null;
  if (isIP(value)) return value;
  const withPort = /^\[([^\]]+)\]:\d+$|^(\d{1,3}(?:\.\d{1,3}){3}):\d+$|^\[([^\]]+)\]$/.exec(value);
  const bare = withPort && (withPort[1] ?? withPort[2] ?? withPort[3]);
  return bare && isIP(bare) ? bare : null;
}

/**
 * The client's address: the socket's peer when no proxy is trusted (`hops` 0); behind `hops`
 * trusted proxies, the `hops`-th X-Forwarded-For entry from the right, the one the outermost
 * trusted proxy appended (everything left of it is whatever the client sent). Falls back to the
 * peer when the header holds fewer entries, or that entry is not an address.
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header as Node read it
 * @param {number} hops TRUSTED_PROXY_HOPS
 * @returns {string}
 */
export function clientAddressOf(peer, forwardedFor, hops) {
  const own = (peer && bareAddress(peer)) || 'unknown';
  if (hops === 0 || !forwardedFor) return own;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return (entry && bareAddress(entry)) || own;
}

/**
 * Rewrites the request before Next sees it: X-Forwarded-For becomes exactly the client's address
 * (Next only fills it in when absent, so a client could otherwise choose its own rate-limit
 * bucket) and X-Real-IP, which nothing here vouches for, is dropped; ENTRY_HEADER says the entry did it.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} hops TRUSTED_PROXY_HOPS
 */
export function pinClientAddress(request, hops) {
  request.headers['x-forwarded-for'] = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], hops);
  if (request.headers['x-real-ip'] !== undefined) delete request.headers['x-real-ip'];
  request.headers[ENTRY_HEADER] = markEntry();
}
