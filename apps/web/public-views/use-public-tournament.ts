'use client';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../lib/api-client';
import type { DealEvent, RoundView, Standing, TournamentView } from '../lib/api-types';
import { loadRounds } from '../lib/rounds';
import { useTournamentEvents } from '../lib/use-tournament-events';
import type { PublicTournament } from './read-public-tournament';

/**
 * A tournament as anyone may see it, kept up to date by the event stream: a deal updates its
 * table at once from the event's data; standings and rounds are read again when they change.
 * With `initial` (read by the server for the page's first render) nothing is read at first.
 * The stream opens once the page is idle, after the first reads: when it first opens, the
 * tournament, standings and rounds are read once more, for what changed in between (an event
 * sent before the stream opened is not replayed to it).
 */
export function usePublicTournament(
  tournamentId: string,
  locale: string,
  initial: PublicTournament | null = null,
) {
  const [tournament, setTournament] = useState<TournamentView | null>(initial?.tournament ?? null);
  const [standings, setStandings] = useState<Standing[]>(initial?.standings ?? []);
  const [rounds, setRounds] = useState<RoundView[]>(initial?.rounds ?? []);
  const [lastDeal, setLastDeal] = useState<{ tableId: string; at: number } | null>(null);
  // Whether the standings and the rounds have each been read once (a page may wait for both).
  const [standingsRead, setStandingsRead] = useState(initial !== null);
  const [roundsRead, setRoundsRead] = useState(initial !== null);
  // Read by the server: nothing to read at first.
  const sinceServer = useRef(initial !== null);
  // The stream has not opened yet: what it missed before it did is read when it does.
  const beforeStream = useRef(true);

  // A read that brings nothing new keeps what is drawn: no page drawn again for nothing. What a
  // read brings is drawn in a transition, in slices: the whole page is drawn again (on a phone,
  // in one long task otherwise, at every read the live stream asks for).
  const reloadStandings = useCallback(async () => {
    const result = await callApi<Standing[]>(`/tournaments/${tournamentId}/standings`, { locale });
    if (!result.ok) return;
    startTransition(() => {
      setStandings((current) => unlessSame(current, result.data));
      setStandingsRead(true);
    });
  }, [tournamentId, locale]);
  const reloadRounds = useCallback(async () => {
    const loaded = await loadRounds(tournamentId);
    if (!loaded) return;
    startTransition(() => {
      setRounds((current) => unlessSame(current, loaded));
      setRoundsRead(true);
    });
  }, [tournamentId]);

  const reloadTournament = useCallback(async () => {
    const result = await callApi<TournamentView>(`/tournaments/${tournamentId}`, { locale });
    if (result.ok)
      startTransition(() => setTournament((current) => unlessSame(current, result.data)));
  }, [tournamentId, locale]);

  useEffect(() => {
    if (sinceServer.current) return;
    void reloadTournament();
    void reloadStandings();
    void reloadRounds();
  }, [reloadTournament, reloadStandings, reloadRounds]);

  const mode = useTournamentEvents(
    tournamentId,
    (type, data) => {
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
    },
    undefined,
    () => {
      if (!beforeStream.current) return;
      beforeStream.current = false;
      void reloadTournament();
      void reloadStandings();
      void reloadRounds();
    },
  );

  const loaded = tournament !== null && standingsRead && roundsRead;
  return { tournament, standings, rounds, lastDeal, mode, loaded };
}

/** `next`, unless it says what `current` says: then `current`, and React draws nothing again. */
function unlessSame<T>(current: T, next: T): T {
  return JSON.stringify(current) === JSON.stringify(next) ? current : next;
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
