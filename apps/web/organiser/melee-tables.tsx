'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { MeleeRoundView, MeleeRoundsView } from '../lib/api-types';

/** A mêlée round's tables as drawn: the four players with their seats, who sits out, the repeats. */
export function MeleeTables({
  locale,
  tournamentId,
  version,
}: {
  locale: Locale;
  tournamentId: string;
  /** Changes when the rounds do: the draw is read again. */
  version: string;
}) {
  const t = useTranslator();
  const [round, setRound] = useState<MeleeRoundView | null>(null);
  useEffect(() => {
    void (async () => {
      const result = await callApi<MeleeRoundsView>(`/tournaments/${tournamentId}/players/rounds`, {
        locale,
      });
      if (result.ok) setRound(result.data.rounds[result.data.rounds.length - 1] ?? null);
    })();
  }, [tournamentId, locale, version]);
  if (!round) return null;
  return (
    <section aria-labelledby="melee-tables-title" className="stack" data-testid="melee-tables">
      <h3 id="melee-tables-title">{t('melee.tablesTitle', { round: round.number })}</h3>
      <p data-testid="melee-repeats">{t('melee.repeats', round.repeats)}</p>
      <ol className="melee-tables">
        {round.tables.map((table) => {
          const [north, south, east, west] = table.seats;
          const seat = (player: typeof north) =>
            player ? `${t(`melee.seat.${player.seat}`)} ${player.name}` : '';
          return (
            <li key={table.tableId}>
              <strong>{t('melee.table', { number: table.number })}</strong> ·{' '}
              {t('melee.tableLine', {
                north: seat(north),
                south: seat(south),
                east: seat(east),
                west: seat(west),
              })}
            </li>
          );
        })}
      </ol>
      <p>
        {round.satOut.length
          ? t('melee.satOut', { names: round.satOut.map((out) => out.name).join(', ') })
          : t('melee.noSitOut')}
      </p>
    </section>
  );
}
