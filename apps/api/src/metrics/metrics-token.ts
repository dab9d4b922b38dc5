import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the metrics token, in a time that does not depend on where they differ nor
 * on the length of either (both hashed first).
 */
export function isMetricsToken(given: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** MARQUE_METRICS_TOKEN: metrics are off without it. */
export function metricsToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env['MARQUE_METRICS_TOKEN']?.trim() || undefined;
}
