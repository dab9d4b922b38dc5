import { timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';

/** The header a trusted proxy proves itself with, when MARQUE_FORWARDER_SECRET is set. */
export const FORWARDER_HEADER = 'x-marque-forwarder';

/**
 * Who a request comes from, for rate limits: `request.ip`, which Fastify takes from
 * X-Forwarded-For when the connection comes from a trusted proxy (see `trustLastHop`).
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 one; an IPv6 client is its /64,
 * the block one household or phone gets, which it could otherwise walk through.
 */
export function clientAddress(request: FastifyRequest): string {
  const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  return isIPv6(address) ? `${expandIPv6(address).slice(0, 4).join(':')}::/64` : address;
}

/**
 * Fastify's `trustProxy`: X-Forwarded-For is believed from the proxies in MARQUE_TRUSTED_PROXIES
 * only, and only its last entry, the address that proxy saw: what a client writes to the left
 * of it (a made-up chain) is never read. One proxy in front of the API (the web app, or nginx)
 * is what Marque ships; each sets the header to the address of the connection it received.
 */
export function trustLastHop(
  trustedProxies: string[],
): false | ((address: string, hop: number) => boolean) {
  if (trustedProxies.length === 0) return false;
  const trusted = proxyAddr.compile(trustedProxies);
  return (address, hop) => hop === 0 && trusted(address, hop);
}

/**
 * With a forwarder secret, a request whose X-Marque-Forwarder is not it is counted as the
 * address it connects from: its X-Forwarded-For is dropped before anything reads `request.ip`.
 * Without one, a trusted address is proof enough (a proxy on its own network, as in Docker).
 */
export function requireForwarderSecret(secret: string | undefined): onRequestHookHandler {
  const expected = secret === undefined ? undefined : Buffer.from(secret);
  return (request, _reply, done) => {
    const proof = request.headers[FORWARDER_HEADER];
    const given = typeof proof === 'string' ? Buffer.from(proof) : undefined;
    const proven =
      expected === undefined ||
      (given !== undefined && given.length === expected.length && timingSafeEqual(given, expected));
    if (!proven) delete request.raw.headers['x-forwarded-for'];
    delete request.raw.headers[FORWARDER_HEADER];
    done();
  };
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = address.includes('::') ? [...left, ...zeros, ...right] : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
