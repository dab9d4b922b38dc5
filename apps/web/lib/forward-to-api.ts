import { isIP } from 'node:net';
import type { ApiErrorBody } from '@marque/contracts';

/**
 * Request headers that describe one hop (this connection to the web server) and must not be
 * passed on: fetch sets its own host and length for the hop to the API, and its own
 * accept-encoding, so the answer comes in an encoding it can decode.
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
];

/**
 * Forwards a request for `/api/...` on the web origin to the API at `apiUrl`, so that browsers
 * talk to one origin only. The API's answer (status, headers, body) comes back unchanged and
 * streamed (Server-Sent Events included); an API
 * that cannot be reached gets a 502 in the API's own error shape.
 */
export async function forwardToApi(request: Request, apiUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.delete('x-forwarded-for');
  const chain = forwardedFor(request.headers);
  if (chain) headers.set('x-forwarded-for', chain);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  try {
    const response = await fetch(`${apiUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: body?.byteLength ? body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      // A browser that leaves (an event stream closed) stops the call to the API with it.
      signal: request.signal,
    });
    // The body goes on as a stream, chunk by chunk: an event stream reaches the browser as the
    // API writes it. fetch has already decompressed it: its encoding and length no longer apply.
    const responseHeaders = new Headers(response.headers);
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
    return new Response(response.body, { status: response.status, headers: responseHeaders });
  } catch {
    const error: ApiErrorBody = {
      statusCode: 502,
      error: 'Bad Gateway',
      code: 'API_UNREACHABLE',
      message: 'The API is unreachable',
    };
    return Response.json(error, { status: 502 });
  }
}

/**
 * Who the request comes from, for the API's rate limits, which count per person: the
 * X-Forwarded-For chain, whose last address the API believes because it trusts this server
 * (MARQUE_TRUSTED_PROXIES, loopback by default). Next.js fills the header with the address of
 * the connection it received, unless the request came with one: it then keeps that one and
 * appends nothing. So behind a proxy that sets the header, the chain ends with the browser's
 * address; facing browsers directly, it is the browser's address, or whatever the browser
 * claimed (the API's per-account login limit does not depend on it). Entries that are not
 * addresses are dropped, and IPv4 addresses written as IPv6 (::ffff:…) are written as IPv4.
 */
export function forwardedFor(headers: Headers): string | undefined {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''))
    .filter((entry) => isIP(entry) !== 0);
  return chain.length > 0 ? chain.join(', ') : undefined;
}
