import type { HealthResponse } from '@marque/contracts';

export type HealthView = { reachable: true; health: HealthResponse } | { reachable: false };

/** The API's health as the page shows it; an API that does not answer in time is "unreachable". */
export async function fetchHealth(apiUrl: string, timeoutMs = 2000): Promise<HealthView> {
  try {
    const response = await fetch(`${apiUrl}/api/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as HealthResponse;
    return body && (body.database === 'up' || body.database === 'down')
      ? { reachable: true, health: body }
      : { reachable: false };
  } catch {
    return { reachable: false };
  }
}
