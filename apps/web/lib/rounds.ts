import { callApi } from './api-client';
import type { RoundView } from './api-types';

/**
 * The tournament's rounds with each table's state (`GET …/rounds`); the referee codes come with
 * them for the organiser who runs the tournament (signed in by the session cookie), never for
 * anyone else.
 */
export async function loadRounds(tournamentId: string): Promise<RoundView[] | null> {
  const result = await callApi<RoundView[]>(`/tournaments/${tournamentId}/rounds`);
  return result.ok ? result.data : null;
}
