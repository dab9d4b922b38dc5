// A tiny sequential test runner: named scenarios, each timed, failures reported, a closing count.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where screenshots go: docs/screenshots only when `E2E_SCREENSHOTS=1` asks to refresh the
 * README's pictures, a temporary folder otherwise, so a CI run leaves the checkout clean.
 */
export const screenshotsDir = process.env.E2E_SCREENSHOTS
  ? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screenshots')
  : mkdtempSync(join(tmpdir(), 'marque-e2e-shots-'));
mkdirSync(screenshotsDir, { recursive: true });

interface Result {
  name: string;
  ok: boolean;
  ms: number;
  error?: unknown;
}

export class Runner {
  readonly results: Result[] = [];

  /** Runs one scenario; a failure is recorded and the next scenario still runs. */
  async scenario(name: string, body: () => Promise<void>): Promise<void> {
    // E2E_ONLY=<words>[|<words>…] runs only the scenarios whose name contains one of them (while
    // working on one; add the scenarios it needs, e.g. E2E_ONLY='creates a tournament|projector').
    // Accents and case aside: 'melee' finds « mêlée ».
    const only = process.env['E2E_ONLY'];
    const wanted = only ? plain(only).split('|') : null;
    if (wanted && !wanted.some((words) => plain(name).includes(words))) return;
    const started = Date.now();
    try {
      await body();
      this.results.push({ name, ok: true, ms: Date.now() - started });
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      this.results.push({ name, ok: false, ms: Date.now() - started, error });
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.log(`  ✕ ${name} (${Date.now() - started} ms)\n    ${detail}`);
    }
  }

  get failed(): number {
    return this.results.filter((result) => !result.ok).length;
  }

  get passed(): number {
    return this.results.filter((result) => result.ok).length;
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

export function assertEqual<T>(actual: T, expected: T, message: string): void {
  if (actual !== expected) {
    throw new Error(
      `assertion failed: ${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}

/** A value an earlier scenario should have left in the shared state. */
export function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`an earlier scenario left no ${what}`);
  return value;
}

/** A number as a French screen writes it: `1 280` (a narrow no-break space), `0,5`. */
export function frenchNumber(value: number | string): string {
  return new Intl.NumberFormat('fr', { maximumFractionDigits: 2 }).format(Number(value));
}

/** Lower case without accents, for E2E_ONLY. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
