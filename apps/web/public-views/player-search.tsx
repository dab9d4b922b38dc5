'use client';
import { PlayerNames } from '../components/player-names';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { useTournamentEvents } from '../lib/use-tournament-events';
import type { TeamView, TournamentView } from '../lib/api-types';
import { chooseTeam, chosenTeam } from './chosen-team';
import { findTeams } from './find-team';
import { NextRoundCountdown } from './next-round-countdown';

/**
 * Where the QR codes of the hall lead: a player types their team's or their own name and opens
 * their team's page; a phone that already chose a team goes straight to it.
 * `initialTournament`: what the server read for the first render, when it could.
 */
export function PlayerSearch({
  locale,
  tournamentId,
  initialTournament = null,
}: {
  locale: Locale;
  tournamentId: string;
  initialTournament?: TournamentView | null;
}) {
  const t = useTranslator();
  const router = useRouter();
  const inputId = useId();
  const [tournament, setTournament] = useState<TournamentView | null>(initialTournament);
  const [teams, setTeams] = useState<TeamView[] | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const chosen = chosenTeam(tournamentId);
    if (chosen) router.replace(`/${locale}/tournaments/${tournamentId}/teams/${chosen}`);
  }, [router, locale, tournamentId]);
  const reloadTournament = useCallback(async () => {
    const found = await callApi<TournamentView>(`/tournaments/${tournamentId}`, { locale });
    if (found.ok) setTournament(found.data);
  }, [tournamentId, locale]);
  // Read again even after the server's read: what changed before the live stream opened.
  useEffect(() => {
    void reloadTournament();
    void (async () => {
      const registered = await callApi<TeamView[]>(`/tournaments/${tournamentId}/teams`, {
        locale,
      });
      if (registered.ok) setTeams(registered.data);
    })();
  }, [tournamentId, locale, reloadTournament]);
  // The next round's start, live: announced, taken back, or the round started.
  useTournamentEvents(tournamentId, (type) => {
    if (type === 'round' || type === 'poll') void reloadTournament();
  });

  const matches = teams ? findTeams(teams, query) : [];
  const typed = query.trim() !== '';
  return (
    <>
      <p className="player-tournament">{tournament?.name ?? t('common.loading')}</p>
      <NextRoundCountdown tournament={tournament} />
      <h1>{t('player.searchTitle')}</h1>
      <label htmlFor={inputId}>{t('player.searchLabel')}</label>
      <input
        id={inputId}
        type="search"
        className="player-search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={query}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="player-search"
      />
      <p id={`${inputId}-hint`} className="hint">
        {t('player.searchHint')}
      </p>
      <p role="status" className="hint">
        {!typed || !teams
          ? ''
          : matches.length
            ? t('player.matches', { count: matches.length })
            : t('player.noMatch', { query: query.trim() })}
      </p>
      {typed && matches.length ? (
        <ul className="plain-list player-matches" data-testid="player-matches">
          {matches.slice(0, 30).map((team) => (
            <li key={team.id}>
              <Link
                href={`/${locale}/tournaments/${tournamentId}/teams/${team.id}`}
                onClick={() => chooseTeam(tournamentId, team.id)}
              >
                <strong>{team.name}</strong>
              </Link>
              <span className="player-names">
                <PlayerNames
                  t={t}
                  locale={locale}
                  players={team.players}
                  playerIds={team.playerIds}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link href={`/${locale}/tournaments/${tournamentId}/standings`} prefetch={false}>
          {t('standings.title')}
        </Link>
      </p>
    </>
  );
}
