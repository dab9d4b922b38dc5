import { callApi } from './api-client';
import type { RoundView, TableView } from './api-types';
import { readStoredJson, writeStoredJson } from './session';

const cacheKey = (tournamentId: string) => `marque.rounds.${tournamentId}`;

/** Keeps a round as POST …/rounds answered it: the only place its referee codes are shown. */
export function rememberRound(tournamentId: string, round: RoundView): void {
  const rounds = (readStoredJson<RoundView[]>(cacheKey(tournamentId)) ?? []).filter(
    (known) => known.number !== round.number,
  );
  writeStoredJson(cacheKey(tournamentId), [...rounds, round]);
}

export function forgetRound(tournamentId: string, number: number): void {
  const rounds = readStoredJson<RoundView[]>(cacheKey(tournamentId)) ?? [];
  writeStoredJson(
    cacheKey(tournamentId),
    rounds.filter((known) => known.number !== number),
  );
}

/**
 * The tournament's rounds with each table's state. From `GET …/rounds`; where that endpoint
 * is missing (an older API), from the rounds this browser started, each table read on its own.
 */
export async function loadRounds(
  tournamentId: string,
  token: string | null,
): Promise<RoundView[] | null> {
  const result = await callApi<RoundView[]>(`/tournaments/${tournamentId}/rounds`, { token });
  if (result.ok) {
    const cached = readStoredJson<RoundView[]>(cacheKey(tournamentId)) ?? [];
    return result.data.map((round) => withCodes(round, cached));
  }
  if (result.status !== 404 && result.status !== 405) return null;
  const cached = readStoredJson<RoundView[]>(cacheKey(tournamentId)) ?? [];
  return Promise.all(
    cached.map(async (round) => ({
      ...round,
      tables: await Promise.all(
        round.tables.map(async (table) => {
          const sheet = await callApi<TableView>(`/tables/${table.id}`);
          if (!sheet.ok) return table;
          const { game } = sheet.data;
          const last = game.deals[game.deals.length - 1];
          return {
            ...table,
            dealCount: game.deals.length,
            totals: game.totals,
            finished: game.finished,
            winner: game.winner,
            updatedAt: last ? (table.updatedAt ?? null) : null,
          };
        }),
      ),
    })),
  );
}

function withCodes(round: RoundView, cached: RoundView[]): RoundView {
  const known = cached.find((entry) => entry.number === round.number);
  return {
    ...round,
    tables: round.tables.map((table) => ({
      ...table,
      refereeCode:
        table.refereeCode ?? known?.tables.find((entry) => entry.id === table.id)?.refereeCode,
    })),
  };
}
