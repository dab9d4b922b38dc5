import type { RoundView, Standing, TournamentView } from '../lib/api-types';
import { readApiOnServer } from '../lib/server-api';

/** A tournament as anyone may see it, read once: what `usePublicTournament` keeps up to date. */
export interface PublicTournament {
  tournament: TournamentView;
  standings: Standing[];
  rounds: RoundView[];
}

/**
 * The tournament, its standings and its rounds, read on the server for the page's first render;
 * null unless all three came (the browser then reads them).
 */
export async function readPublicTournament(
  tournamentId: string,
  locale: string,
): Promise<PublicTournament | null> {
  const at = `/tournaments/${encodeURIComponent(tournamentId)}`;
  const [tournament, standings, rounds] = await Promise.all([
    readApiOnServer<TournamentView>(at, locale),
    readApiOnServer<Standing[]>(`${at}/standings`, locale),
    readApiOnServer<RoundView[]>(`${at}/rounds`, locale),
  ]);
  return tournament && standings && rounds ? { tournament, standings, rounds } : null;
}
