/**
 * When a tournament's live stream is closed for good (the browser gives up on an answer that is
 * not a stream: a 503 while the database is away, a proxy's page), the page polls and opens the
 * stream again after a while, resuming after the last event it received.
 */

/** The wait before the n-th new attempt (0-based): 5 s, then doubling, at most a minute. */
export function liveRetryDelayMs(attempt: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, attempt));
}

/** The stream's address, resuming after `lastEventId` when one was received. */
export function liveStreamUrl(tournamentId: string, lastEventId: string | null): string {
  const base = `/api/tournaments/${encodeURIComponent(tournamentId)}/events`;
  return lastEventId ? `${base}?lastEventId=${encodeURIComponent(lastEventId)}` : base;
}
