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

/** The header that proves to the API that this server is its forwarder (see forwarderSecret). */
export const FORWARDER_HEADER = 'x-marque-forwarder';

/**
 * Forwards a request for `/api/...` on the web origin to the API at `apiUrl`, so that browsers
 * talk to one origin only. The API's answer (status, headers, body) comes back unchanged and
 * streamed (Server-Sent Events included); an API
 * that cannot be reached gets a 502 in the API's own error shape. With `forwarderSecret`
 * (MARQUE_FORWARDER_SECRET, the API's too), the API believes the browser's address it is sent.
 */
export async function forwardToApi(
  request: Request,
  apiUrl: string,
  forwarderSecret?: string,
): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.delete('x-forwarded-for');
  headers.delete(FORWARDER_HEADER);
  const address = browserAddress(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  if (forwarderSecret) headers.set(FORWARDER_HEADER, forwarderSecret);
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
 * Who the request comes from, for the API's rate limits, which count per person: the address of
 * the connection this server received, which connection-address.mjs (preloaded into the server)
 * writes in X-Forwarded-For in place of whatever the browser sent. One address, never a chain
 * the browser could have begun: the API reads only the last entry anyway. What is not an address
 * is dropped, and an IPv4 address written as IPv6 (::ffff:…) is written as IPv4.
 */
export function browserAddress(headers: Headers): string | undefined {
  const last = (headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() ?? '';
  const address = last.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) !== 0 ? address : undefined;
}
