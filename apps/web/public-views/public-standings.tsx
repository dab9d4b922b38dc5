'use client';
import Link from 'next/link';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { describeGame } from '../lib/game-end';
import { rankingOrder, rankingRules, tiebreaksAfter } from './standings-criteria';
import { StandingsTable } from './standings-table';
import { usePublicTournament } from './use-public-tournament';
import { scrollRegion } from '../components/scroll-region';

/** The public page of a tournament: standings with its tiebreaks, every table's sheet. */
export function PublicStandings({
  locale,
  tournamentId,
}: {
  locale: Locale;
  tournamentId: string;
}) {
  const t = useTranslator();
  const { tournament, standings, rounds } = usePublicTournament(tournamentId, locale);
  const order = rankingOrder(t, tournament);
  return (
    <>
      <h1>{tournament?.name ?? t('common.loading')}</h1>
      {tournament ? <p className="game-name">{describeGame(t, locale, tournament)}</p> : null}
      <p>
        <Link href={`/${locale}/tournaments/${tournamentId}/projector`}>
          {t('console.projector')}
        </Link>
        {tournament ? (
          <>
            {' · '}
            <Link href={`/${locale}/rules/${tournament.ruleset}`}>{t('rules.link')}</Link>
          </>
        ) : null}
      </p>
      <section aria-labelledby="standings-title">
        <h2 id="standings-title">{t('standings.title')}</h2>
        {/* Above the table, not in its caption: on a phone the table scrolls sideways, the order stays in view. */}
        <p className="standings-order">{order}</p>
        {tournament ? (
          <p className="standings-rules" data-testid="standings-rules">
            {rankingRules(t, locale, tournament)}
          </p>
        ) : null}
        <div {...scrollRegion(t('standings.title'))}>
          <StandingsTable
            rows={standings}
            ranking={tournament?.ranking}
            tiebreaks={tiebreaksAfter(tournament)}
            caption={order}
            hideCaption
          />
        </div>
      </section>
      {[...rounds].reverse().map((round) => (
        <section key={round.number} aria-labelledby={`round-${round.number}`}>
          <h2 id={`round-${round.number}`}>{t('print.round', { round: round.number })}</h2>
          <ul className="plain-list">
            {round.tables.map((table) => (
              <li key={table.id}>
                <Link href={`/${locale}/tournaments/${tournamentId}/tables/${table.id}`}>
                  {t('live.tableLink', { number: table.number })} : {table.teamA.name} –{' '}
                  {table.teamB.name}
                </Link>
                {table.totals ? ` · ${table.totals.A} – ${table.totals.B}` : ''}
              </li>
            ))}
          </ul>
          {round.bye ? <p>{t('live.bye', { team: round.bye.name })}</p> : null}
        </section>
      ))}
    </>
  );
}
