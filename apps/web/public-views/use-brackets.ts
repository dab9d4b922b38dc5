'use client';
import { useEffect, useState } from 'react';
import { callApi } from '../lib/api-client';
import type { BracketsView } from '../lib/api-types';

/**
 * The pools and brackets of a tournament of pools then a knockout (`GET …/bracket`), read again
 * whenever `version` changes (a round started, a game ended): they advance live as games end.
 * Null for another format, or before the first answer.
 */
export function useBrackets(
  tournamentId: string,
  locale: string,
  enabled: boolean,
  version: string,
): BracketsView | null {
  const [brackets, setBrackets] = useState<BracketsView | null>(null);
  useEffect(() => {
    if (!enabled) return;
    // Games end in bursts: an answer overtaken by a newer request is dropped, never shown.
    let current = true;
    const load = async () => {
      const result = await callApi<BracketsView>(`/tournaments/${tournamentId}/bracket`, {
        locale,
      });
      if (current && result.ok) setBrackets(result.data);
    };
    void load();
    return () => {
      current = false;
    };
  }, [tournamentId, locale, enabled, version]);
  return enabled ? brackets : null;
}

/** What moves a bracket: the rounds started and the games over in them. */
export function bracketVersion(
  rounds: ReadonlyArray<{ number: number; tables: ReadonlyArray<{ finished?: boolean }> }>,
): string {
  return rounds
    .map((round) => `${round.number}:${round.tables.filter((table) => table.finished).length}`)
    .join(',');
}
