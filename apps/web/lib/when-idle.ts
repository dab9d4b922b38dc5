/**
 * Runs `work` once the page has nothing better to do (the browser's idle callback), or after
 * `timeoutMs` at the latest; where there is no idle callback (Safari), after `timeoutMs`.
 * Returns what cancels it, for a page left before.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, timeoutMs);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
