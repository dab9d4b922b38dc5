import { callApi } from './api-client';
import type { RoundView } from './api-types';

/**
 * The tournament's rounds with each table's state (`GET …/rounds`); the referee codes come with
 * them for the organiser who runs the tournament (`token`), never for anyone else.
 */
export async function loadRounds(
  tournamentId: string,
  token: string | null,
): Promise<RoundView[] | null> {
  const result = await callApi<RoundView[]>(`/tournaments/${tournamentId}/rounds`, { token });
  return result.ok ? result.data : null;
}
