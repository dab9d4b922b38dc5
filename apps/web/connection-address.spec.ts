import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { request } from 'node:http';

// The preload the web server runs with: a real Node server, started with it as `next start`
// is, and asked with a made-up X-Forwarded-For from another loopback address.
const SERVER = `
  require('node:http')
    .createServer((request, response) => response.end(String(request.headers['x-forwarded-for'])))
    .listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });
`;

describe('connection-address.mjs', () => {
  it("puts the connection's address in X-Forwarded-For, whatever the browser wrote", async () => {
    const server = spawn(
      process.execPath,
      ['--import', join(__dirname, 'connection-address.mjs'), '-e', SERVER],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
    );
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          const port = /^port (\d+)$/m.exec(output)?.[1];
          if (port) resolve(Number(port));
        });
        server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      });
      const seen = (headers: Record<string, string>) =>
        new Promise<string>((resolve, reject) => {
          const call = request(
            { host: '127.0.0.1', port, localAddress: '127.0.0.2', headers },
            (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += String(chunk)));
              response.on('end', () => resolve(body));
            },
          );
          call.on('error', reject);
          call.end();
        });
      expect(await seen({ 'x-forwarded-for': '198.51.100.9' })).toBe('127.0.0.2');
      expect(await seen({ 'x-forwarded-for': '198.51.100.9, 203.0.113.1' })).toBe('127.0.0.2');
      expect(await seen({})).toBe('127.0.0.2');
    } finally {
      server.kill();
    }
  });
});
