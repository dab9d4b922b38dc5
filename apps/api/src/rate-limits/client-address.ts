import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Who a request comes from, for rate limits: `request.ip`, which Fastify takes from
 * X-Forwarded-For when the connection comes from a trusted proxy (MARQUE_TRUSTED_PROXIES).
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 one; an IPv6 client is its /64,
 * the block one household or phone gets, which it could otherwise walk through.
 */
export function clientAddress(request: FastifyRequest): string {
  const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  return isIPv6(address) ? `${expandIPv6(address).slice(0, 4).join(':')}::/64` : address;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = address.includes('::') ? [...left, ...zeros, ...right] : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
