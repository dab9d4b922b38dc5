import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findWorkspaceRoot } from '../workspace';

/**
 * A real OS process that runs a TypeScript entry point from the sources, for tests that need
 * one (two API processes, a process killed with SIGKILL). Sources, not a build: test targets do
 * not depend on the build (`npm test` builds in parallel with the tests), so a dist could be
 * missing or stale. Node loads each file through a require hook that transpiles it with
 * TypeScript (decorator metadata included, which Nest's injection needs), and
 * `--conditions=@marque/source` resolves the workspace libs to their sources, as jest does.
 */
export function spawnTypeScript(
  entry: string,
  options: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const workspace = findWorkspaceRoot(__dirname);
  // Transpiled files are kept by content hash: the next process (a restart) skips the work.
  const cache = join(tmpdir(), 'marque-ts-child-cache');
  const hook = `
const ts = require('typescript');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const cache = ${JSON.stringify(cache)};
mkdirSync(cache, { recursive: true });
require.extensions['.ts'] = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha256').update(ts.version).update(filename).update(source).digest('hex');
  const cached = cache + '/' + key + '.js';
  let outputText;
  try {
    outputText = readFileSync(cached, 'utf8');
  } catch {
    outputText = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
      },
    }).outputText;
    writeFileSync(cached + '.' + process.pid, outputText);
    renameSync(cached + '.' + process.pid, cached);
  }
  module._compile(outputText, filename);
};
require(${JSON.stringify(resolve(workspace, entry))});
`;
  return spawn(
    process.execPath,
    ['--conditions=@marque/source', '-e', hook, '--', ...(options.args ?? [])],
    {
      cwd: workspace,
      env: { ...process.env, NODE_OPTIONS: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Resolves with the first match of `pattern` in the child's output; rejects if it exits first. */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 40_000,
): Promise<{ match: RegExpExecArray; output: () => string }> {
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolvePromise({ match, output: () => output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The process exited (${signal ?? code}) before ${pattern}:\n${output}`));
    });
  });
}
