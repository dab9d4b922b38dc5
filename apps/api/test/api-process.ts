import type { ChildProcess } from 'node:child_process';
import { spawnTypeScript, waitForOutput } from '@marque/database/testing';

/** The API as a real OS process (its TypeScript sources, see spawnTypeScript). */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** When the first line matching `pattern` came out (Date.now()), if one did. */
  printedAt(pattern: RegExp): number | undefined;
}

/**
 * How long an API process may take to say it is ready. A fresh clone's first one transpiles the
 * API's sources for spawnTypeScript's cache (about 30 s on a loaded 2-core machine, against 8 s
 * warm) and, on the embedded default, runs initdb too: 40 s was exceeded by chance.
 */
export const API_START_MS = 90_000;

/** `node` running the API with `env` on a free port, resolved once it answers. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawnTypeScript('apps/api/src/main.ts', { env: { PORT: '0', ...env } });
  const lines: Array<{ at: number; text: string }> = [];
  const stamp = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .forEach((text) => lines.push({ at: Date.now(), text }));
  child.stdout?.on('data', stamp);
  child.stderr?.on('data', stamp);
  const printedAt = (pattern: RegExp) => lines.find((line) => pattern.test(line.text))?.at;
  try {
    const { match, output } = await waitForOutput(
      child,
      /API ready on (http:\/\/localhost:\d+)/,
      API_START_MS,
    );
    return { url: match[1] as string, child, output, printedAt };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** SIGTERM, as an orchestrator sends it; resolves with the exit code. */
export function stopApiProcess(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode !== null || api.child.signalCode !== null)
    return Promise.resolve(api.child.exitCode);
  return new Promise((resolvePromise) => {
    api.child.once('exit', (code) => resolvePromise(code));
    api.child.kill('SIGTERM');
  });
}

/** A JSON request to `api`: its status and parsed body. */
export async function callApi(
  api: ApiProcess,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(api.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
