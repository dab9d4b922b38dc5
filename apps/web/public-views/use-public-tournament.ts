'use client';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../lib/api-client';
import type { DealEvent, RoundView, Standing, TournamentView } from '../lib/api-types';
import { loadRounds } from '../lib/rounds';
import { useTournamentEvents } from '../lib/use-tournament-events';

/**
 * A tournament as anyone may see it, kept up to date by the event stream: a deal updates its
 * table at once from the event's data; standings and rounds are read again when they change.
 */
export function usePublicTournament(tournamentId: string, locale: string) {
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const [standings, setStandings] = useState<Standing[]>([]);
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [lastDeal, setLastDeal] = useState<{ tableId: string; at: number } | null>(null);
  // Whether the standings and the rounds have each been read once (a page may wait for both).
  const [standingsRead, setStandingsRead] = useState(false);
  const [roundsRead, setRoundsRead] = useState(false);

  const reloadStandings = useCallback(async () => {
    const result = await callApi<Standing[]>(`/tournaments/${tournamentId}/standings`, { locale });
    if (!result.ok) return;
    setStandings(result.data);
    setStandingsRead(true);
  }, [tournamentId, locale]);
  const reloadRounds = useCallback(async () => {
    const loaded = await loadRounds(tournamentId);
    if (!loaded) return;
    setRounds(loaded);
    setRoundsRead(true);
  }, [tournamentId]);

  const reloadTournament = useCallback(async () => {
    const result = await callApi<TournamentView>(`/tournaments/${tournamentId}`, { locale });
    if (result.ok) setTournament(result.data);
  }, [tournamentId, locale]);

  useEffect(() => {
    void reloadTournament();
    void reloadStandings();
    void reloadRounds();
  }, [reloadTournament, reloadStandings, reloadRounds]);

  const mode = useTournamentEvents(tournamentId, (type, data) => {
    if ((type === 'deal' || type === 'correction') && data) {
      const event = data as DealEvent;
      setRounds((current) => applyDealEvent(current, event));
      setLastDeal({ tableId: event.tableId, at: Date.now() });
      if (event.game.finished) void reloadStandings();
      return;
    }
    if (type === 'standings') return void reloadStandings();
    void reloadRounds();
    // A round started, or the next one's start announced: the tournament says when it starts.
    if (type === 'round' || type === 'poll') void reloadTournament();
    if (type === 'poll') void reloadStandings();
  });

  const loaded = tournament !== null && standingsRead && roundsRead;
  return { tournament, standings, rounds, lastDeal, mode, loaded };
}

/** A round list with one table updated from a deal event. */
export function applyDealEvent(rounds: RoundView[], event: DealEvent): RoundView[] {
  return rounds.map((round) =>
    round.number !== event.round
      ? round
      : {
          ...round,
          tables: round.tables.map((table) =>
            table.id !== event.tableId
              ? table
              : {
                  ...table,
                  dealCount: event.deal?.number ?? table.dealCount,
                  dealsCounted: event.game.dealsCounted ?? table.dealsCounted,
                  totals: event.game.totals,
                  finished: event.game.finished,
                  winner: event.game.winner,
                  updatedAt: new Date().toISOString(),
                },
          ),
        },
  );
}
