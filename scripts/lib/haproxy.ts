// Finding, and on a fresh Debian machine installing, the load balancer the two-instance browser
// test puts in front of two Rumbo instances (tests/e2e/load-balancer.spec.ts).
import { aptRunner, type TSystem } from './chromium';

export const HAPROXY_PACKAGE = 'haproxy';
export const DEFAULT_HAPROXY = '/usr/sbin/haproxy';
const INSTALL_HINT = `sudo apt-get install -y ${HAPROXY_PACKAGE}`;

/** The load balancer the tests start: HAPROXY_PATH when set, else Debian's. */
export function haproxyPath(env: Record<string, string | undefined>): string {
  return env.HAPROXY_PATH || DEFAULT_HAPROXY;
}

/** Answers HAProxy's path, installing Debian's package first when it is missing and this machine allows it. */
export function ensureHaproxy(system: TSystem): { ok: true; path: string } | { ok: false; message: string } {
  const path = haproxyPath(system.env);
  if (system.isExecutable(path)) return { ok: true, path };
  const missing = `The two-instance test needs HAProxy at ${path}, which is missing:`;
  if (system.env.HAPROXY_PATH) return { ok: false, message: `${missing} point HAPROXY_PATH at an haproxy binary, or unset it and run \`${INSTALL_HINT}\`.` };
  const apt = system.env.RUMBO_NO_INSTALL ? null : aptRunner(system);
  if (!apt) return { ok: false, message: `${missing} run \`${INSTALL_HINT}\`, then \`npm test\` again.` };
  system.log(`HAProxy is missing at ${path}: installing Debian's ${HAPROXY_PACKAGE}…`);
  if (!apt(['install', '-y', '-qq', HAPROXY_PACKAGE]) && !(apt(['update', '-qq']) && apt(['install', '-y', '-qq', HAPROXY_PACKAGE]))) {
    return { ok: false, message: `${missing} installing it failed (see apt's output above); run \`${INSTALL_HINT}\` by hand.` };
  }
  if (!system.isExecutable(path)) return { ok: false, message: `${missing} installing it did not put it there; run \`${INSTALL_HINT}\` by hand.` };
  system.log(`HAProxy installed at ${path}.`);
  return { ok: true, path };
}

/**
 * HAProxy's configuration for Rumbo instances at `bases` behind 127.0.0.1:`port`, balancing request by
 * request; each answer names its instance in `X-Served-By` (a, b, …). A working starting point for a
 * self-hosted balancer (docs/operations.md, "Several instances behind a load balancer").
 */
export function haproxyConfig(port: number, bases: readonly string[]): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A readiness answer slower than this counts as a failed check (the app's own deadline is shorter).
    '  timeout check 5s',
    // The client's address for the app (TRUSTED_PROXY_HOPS=1: this balancer is the one hop).
    '  option forwardfor',
    // A request that found an instance gone (stopped, or closing its connections) goes to the other.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend rumbo',
    'backend rumbo',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    ...bases.map((base, i) => `  server ${String.fromCharCode(97 + i)} ${new URL(base).host} check inter 1s fall 3 rise 2`),
    '',
  ].join('\n');
}
