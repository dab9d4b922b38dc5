import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A real HTTP server on a random local port, for tests of code that calls the API. */
export async function startTestServer(
  handler: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A request left hanging on purpose must not keep the test waiting.
        server.closeAllConnections();
      }),
  };
}
