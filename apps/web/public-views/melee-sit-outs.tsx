'use client';
import { useEffect, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { callApi } from '../lib/api-client';
import type { MeleeRoundsView } from '../lib/api-types';
import { playerLabel } from '../components/player-names';

/**
 * The players who sit out round `round` of a mêlée, read again when the round changes; none for
 * a tournament of teams (its bye is a team, in the round itself).
 */
export function useMeleeSitOuts(
  tournamentId: string,
  locale: Locale,
  round: number | null,
  melee: boolean,
): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    // The same empty list kept: a new one would draw the whole page again after it hydrates.
    if (!melee || round === null) return setNames((current) => (current.length ? [] : current));
    let current = true;
    void (async () => {
      const result = await callApi<MeleeRoundsView>(`/tournaments/${tournamentId}/players/rounds`, {
        locale,
      });
      const shown = result.ok ? result.data.rounds.find((drawn) => drawn.number === round) : null;
      if (current) setNames(shown ? shown.satOut.map((out) => out.name) : []);
    })();
    return () => {
      current = false;
    };
  }, [tournamentId, locale, round, melee]);
  return names;
}

/** « Joueur exempt : Ana Rey », « Joueurs exemptés : Ana Rey, Bruno Roy » (a player, never a team). */
export function sitOutsText(t: Translate, names: readonly string[]): string | null {
  if (!names.length) return null;
  const list = names.map((name) => playerLabel(t, name)).join(', ');
  return t(names.length === 1 ? 'live.meleeSatOut' : 'live.meleeSatOutMany', { names: list });
}
