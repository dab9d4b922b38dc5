// A tiny sequential test runner: named scenarios, each timed, failures reported, a closing count.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const screenshotsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'docs',
  'screenshots',
);
mkdirSync(screenshotsDir, { recursive: true });

export class Runner {
  results = [];

  /** Runs one scenario; a failure is recorded and the next scenario still runs. */
  async scenario(name, body) {
    const started = Date.now();
    try {
      await body();
      this.results.push({ name, ok: true, ms: Date.now() - started });
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      this.results.push({ name, ok: false, ms: Date.now() - started, error });
      console.log(`  ✕ ${name} (${Date.now() - started} ms)\n    ${error?.stack ?? error}`);
    }
  }

  get failed() {
    return this.results.filter((result) => !result.ok).length;
  }

  get passed() {
    return this.results.filter((result) => result.ok).length;
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

export function assertEqual(actual, expected, message) {
  if (actual !== expected) {
    throw new Error(
      `assertion failed: ${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}
