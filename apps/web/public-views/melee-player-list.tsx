'use client';
import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { EntrantView, MeleeRoundsView } from '../lib/api-types';
import { namesMatch } from './find-team';

/** Where a mêlée player sits in the current round: a table with a partner, or sitting out. */
type Place = { table: number; tableId: string; partner: string } | 'out';

/**
 * A mêlée's players' page: every player (found by name, accents and case aside), their table and
 * partner in the current round, and a link to their page across tournaments. `version` changes
 * when a round starts: the draw is read again.
 */
export function MeleePlayerList({
  locale,
  tournamentId,
  version,
}: {
  locale: Locale;
  tournamentId: string;
  version: string;
}) {
  const t = useTranslator();
  const inputId = useId();
  const [players, setPlayers] = useState<EntrantView[] | null>(null);
  const [draw, setDraw] = useState<MeleeRoundsView | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    void (async () => {
      const [entered, rounds] = await Promise.all([
        callApi<EntrantView[]>(`/tournaments/${tournamentId}/players`, { locale }),
        callApi<MeleeRoundsView>(`/tournaments/${tournamentId}/players/rounds`, { locale }),
      ]);
      if (entered.ok) setPlayers(entered.data);
      if (rounds.ok) setDraw(rounds.data);
    })();
  }, [tournamentId, locale, version]);
  const current = draw?.rounds[draw.rounds.length - 1] ?? null;
  const places = useMemo(() => placesOf(current), [current]);
  const shown = (players ?? []).filter(
    (player) => !query.trim() || namesMatch([player.name], query),
  );
  return (
    <>
      <h1>{t('player.searchTitleMelee')}</h1>
      <label htmlFor={inputId}>{t('melee.player')}</label>
      <input
        id={inputId}
        type="search"
        className="player-search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="player-search"
      />
      <ul className="plain-list player-matches" data-testid="melee-player-list">
        {shown.map((player) => {
          const place = places.get(player.id);
          return (
            <li key={player.id}>
              {player.personId ? (
                <Link href={`/${locale}/people/${player.personId}`}>
                  <strong>{player.name}</strong>
                </Link>
              ) : (
                <strong>{player.name || t('person.former')}</strong>
              )}{' '}
              {current && place === 'out' ? (
                <span>{t('players.meleeSatOut', { round: current.number })}</span>
              ) : current && place && place !== 'out' ? (
                <Link href={`/${locale}/tournaments/${tournamentId}/tables/${place.tableId}`}>
                  {t('players.meleeTable', {
                    round: current.number,
                    table: place.table,
                    partner: place.partner,
                  })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Each player's place in the round: the table and partner (opposite seat), or sitting out. */
function placesOf(round: MeleeRoundsView['rounds'][number] | null): Map<string, Place> {
  const places = new Map<string, Place>();
  if (!round) return places;
  for (const table of round.tables) {
    const [north, south, east, west] = table.seats;
    for (const [player, partner] of [
      [north, south],
      [south, north],
      [east, west],
      [west, east],
    ])
      if (player && partner)
        places.set(player.entrantId, {
          table: table.number,
          tableId: table.tableId,
          partner: partner.name,
        });
  }
  for (const out of round.satOut) places.set(out.entrantId, 'out');
  return places;
}
