/** Request headers that belong to one hop and must not be forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'host',
  'transfer-encoding',
  'upgrade',
  'content-length',
];

/**
 * Forwards a request for `/api/...` on the web origin to the API, so browsers talk to one
 * origin only. The API's answer (status, body, headers) comes back unchanged.
 */
export async function forwardToApi(request: Request, apiUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await fetch(`${apiUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    const responseHeaders = new Headers(response.headers);
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
    return new Response(response.body, { status: response.status, headers: responseHeaders });
  } catch {
    return Response.json(
      { statusCode: 502, error: 'Bad Gateway', message: 'The API is unreachable' },
      { status: 502 },
    );
  }
}
