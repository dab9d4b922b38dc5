import type { HealthResponse } from '@marque/contracts';

export type HealthView = { reachable: true; health: HealthResponse } | { reachable: false };

/**
 * The API's health as the page shows it. Never throws: an API that refuses the connection,
 * does not answer within `timeoutMs`, or answers something else than its health is "unreachable".
 */
export async function fetchHealth(apiUrl: string, timeoutMs = 2000): Promise<HealthView> {
  try {
    const response = await fetch(`${apiUrl}/api/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // 200 and 503 both carry the health body; anything else is not our API speaking.
    const body = (await response.json()) as Partial<HealthResponse> | null;
    if (body?.database === 'up') {
      return { reachable: true, health: { status: 'ok', database: 'up' } };
    }
    if (body?.database === 'down') {
      return { reachable: true, health: { status: 'error', database: 'down' } };
    }
    return { reachable: false };
  } catch {
    return { reachable: false };
  }
}
