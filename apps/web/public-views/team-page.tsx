'use client';
import { PlayerNames } from '../components/player-names';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { TeamGames } from '../lib/api-types';
import { describeGame } from '../lib/game-end';
import { chooseTeam } from './chosen-team';
import { PlayerNow } from './player-now';
import { PlayerRank } from './player-rank';
import { PlayerResults } from './player-results';
import { Brackets } from './bracket';
import { bracketVersion, useBrackets } from './use-brackets';
import { NextRoundCountdown } from './next-round-countdown';
import { usePublicTournament } from './use-public-tournament';

/**
 * A team's own page, for its players' phones: where they play now and the live score, then their
 * results round by round and their rank. Live through the tournament's event stream.
 */
export function TeamPage({
  locale,
  tournamentId,
  teamId,
}: {
  locale: Locale;
  tournamentId: string;
  teamId: string;
}) {
  const t = useTranslator();
  const { tournament, standings, rounds, mode } = usePublicTournament(tournamentId, locale);
  const number = useNumberFormat();
  const brackets = useBrackets(
    tournamentId,
    locale,
    tournament?.pairing === 'pools-knockout',
    bracketVersion(rounds),
  );
  const [games, setGames] = useState<TeamGames | null>(null);
  const [missing, setMissing] = useState(false);

  const current = rounds[rounds.length - 1] ?? null;
  const mine = current?.tables.find(
    (table) => table.teamA.id === teamId || table.teamB.id === teamId,
  );
  // Read the team's games again when its place changes or its game ends, not at every deal.
  const place = `${rounds.length}:${current?.closedAt ?? ''}:${mine?.id ?? ''}:${mine?.finished ?? ''}`;
  const reload = useCallback(async () => {
    const result = await callApi<TeamGames>(`/tournaments/${tournamentId}/teams/${teamId}/games`, {
      locale,
    });
    if (result.ok) {
      setGames(result.data);
      chooseTeam(tournamentId, teamId);
    } else if (result.status === 404 || result.status === 400) {
      setMissing(true);
    }
  }, [tournamentId, teamId, locale]);
  useEffect(() => void reload(), [reload, place]);

  const players = `/${locale}/tournaments/${tournamentId}/players`;
  const other = (
    <Link href={players} onClick={() => chooseTeam(tournamentId, null)} data-testid="player-change">
      {t('player.change')}
    </Link>
  );
  if (missing)
    return (
      <>
        <h1>{t('player.notFound')}</h1>
        <p>{other}</p>
      </>
    );
  if (!games) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <div className="player-page" data-live={mode}>
      <p className="player-tournament">
        {tournament?.name}
        {tournament ? ` · ${describeGame(t, locale, tournament)}` : ''}
      </p>
      <h1 data-testid="player-team">{games.team.name}</h1>
      <p className="player-names">
        <PlayerNames
          t={t}
          locale={locale}
          players={games.team.players}
          playerIds={games.team.playerIds}
        />{' '}
        · {other}
      </p>
      <section aria-labelledby="player-now">
        <h2 id="player-now">{t('player.now')}</h2>
        <NextRoundCountdown tournament={tournament} />
        <PlayerNow
          locale={locale}
          tournament={tournament}
          rounds={rounds}
          games={games}
          live={mine ?? null}
        />
      </section>
      <section aria-labelledby="player-rank">
        <h2 id="player-rank">{t('player.rank')}</h2>
        <PlayerRank locale={locale} tournament={tournament} standings={standings} teamId={teamId} />
      </section>
      <section aria-labelledby="player-results">
        <h2 id="player-results">{t('player.results')}</h2>
        <PlayerResults locale={locale} tournament={tournament} games={games} live={mine ?? null} />
      </section>
      {brackets?.main ? (
        <section aria-labelledby="player-bracket">
          <h2 id="player-bracket">{t('bracket.title')}</h2>
          <Brackets brackets={brackets} t={t} number={number} />
        </section>
      ) : null}
      <p>
        <Link href={`/${locale}/tournaments/${tournamentId}/standings`}>
          {t('standings.title')}
        </Link>
        {tournament ? (
          <>
            {' · '}
            <Link href={`/${locale}/rules/${tournament.ruleset}`}>{t('rules.link')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
