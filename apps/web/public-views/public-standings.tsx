'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { memo, useMemo, useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import { describeGame } from '../lib/game-end';
import { outcomesByTeam, outcomesLine, tableOutcome } from './game-outcome';
import { PlacingsTable } from './placings-table';
import { rankingOrder, rankingRules, tiebreaksAfter } from './standings-criteria';
import { StandingsTable } from './standings-table';
import { poolLetter } from './pool-letter';
import { bracketVersion, useBrackets } from './use-brackets';
import { usePublicTournament } from './use-public-tournament';
import { sitOutsText, useMeleeSitOuts } from './melee-sit-outs';
import type { PublicTournament } from './read-public-tournament';
import { namesMatch } from './find-team';
import type { RoundView } from '../lib/api-types';
import { scrollRegion } from '../components/scroll-region';

/** Drawn for a tournament of pools then a knockout only, once its brackets are read: loaded then. */
const BracketsSection = dynamic(() => import('./bracket').then((module) => module.BracketsSection));

/**
 * The public page of a tournament: standings with its tiebreaks, every table's sheet. `initial`:
 * what the server read for the first render, when it could.
 */
export function PublicStandings({
  locale,
  tournamentId,
  initial = null,
}: {
  locale: Locale;
  tournamentId: string;
  initial?: PublicTournament | null;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { tournament, standings, rounds, loaded } = usePublicTournament(
    tournamentId,
    locale,
    initial,
  );
  const brackets = useBrackets(
    tournamentId,
    locale,
    tournament?.pairing === 'pools-knockout',
    bracketVersion(rounds),
  );
  // A tournament of pools ranks each pool on its own: one table a pool.
  const pools = [
    ...new Set(standings.flatMap((row) => (row.pool === undefined ? [] : [row.pool]))),
  ];
  const order = rankingOrder(t, tournament);
  const latest = rounds[rounds.length - 1]?.number ?? null;
  const sitOuts = sitOutsText(
    t,
    useMeleeSitOuts(tournamentId, locale, latest, tournament?.entry === 'individual'),
  );
  const [query, setQuery] = useState('');
  const found = query.trim()
    ? standings.filter((row) => namesMatch([row.team.name], query))
    : standings;
  // The games' lines change when a game ends, not at every deal: computed again only then.
  const gamesOver = rounds
    .map((round) => `${round.number}:${round.tables.filter((table) => table.finished).length}`)
    .join(',');
  const roundsNow = useRef(rounds);
  roundsNow.current = rounds;
  const gameLines = useMemo(
    () =>
      new Map(
        [...outcomesByTeam(roundsNow.current)].map(([team, outcomes]) => [
          team,
          outcomesLine(t, locale, outcomes),
        ]),
      ),
    [gamesOver, t, locale],
  );
  const tiebreaks = useMemo(() => tiebreaksAfter(tournament), [tournament]);
  return (
    <>
      <h1>{tournament?.name ?? t('common.loading')}</h1>
      {/* Its line is kept while the page loads: nothing below it moves when it comes. */}
      <p className="game-name">{tournament ? describeGame(t, locale, tournament) : '\u00a0'}</p>
      <p>
        <Link href={`/${locale}/tournaments/${tournamentId}/players`} prefetch={false}>
          {t('player.link')}
        </Link>
        {' · '}
        <Link href={`/${locale}/tournaments/${tournamentId}/projector`} prefetch={false}>
          {t('console.projector')}
        </Link>
        {tournament ? (
          <>
            {' · '}
            <Link href={`/${locale}/rules/${tournament.ruleset}`} prefetch={false}>
              {t('rules.link')}
            </Link>
          </>
        ) : null}
      </p>
      {/*
       * The standings and the rounds come together, once all is read, below what is on screen:
       * added at the end, they push nothing (a layout shift of 0.3 when they came one by one).
       */}
      {loaded ? null : <p aria-busy="true">{t('common.loading')}</p>}
      {loaded ? (
        <>
          <section aria-labelledby="standings-title">
            <h2 id="standings-title">{t('standings.title')}</h2>
            {/* Above the table, not in its caption: on a phone the table scrolls sideways, the order stays in view. */}
            <p className="standings-order">{order}</p>
            {tournament ? (
              <p className="standings-rules" data-testid="standings-rules">
                {rankingRules(t, locale, tournament)}
              </p>
            ) : null}
            {standings.length > 12 && !pools.length ? (
              <p className="standings-search">
                <label htmlFor="standings-search">{t('standings.search')}</label>{' '}
                <input
                  id="standings-search"
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  autoComplete="off"
                />{' '}
                {query.trim() ? (
                  <span role="status">{t('standings.found', { count: found.length })}</span>
                ) : null}
              </p>
            ) : null}
            {pools.length ? (
              <div {...scrollRegion(t('placings.title'))}>
                <PlacingsTable standings={standings} />
              </div>
            ) : null}
            {pools.length ? (
              pools.map((pool) => (
                <div key={pool} {...scrollRegion(t('pools.pool', { pool: poolLetter(pool) }))}>
                  <StandingsTable
                    rows={standings.filter((row) => row.pool === pool)}
                    ranking={tournament?.ranking}
                    tiebreaks={tiebreaks}
                    caption={t('pools.pool', { pool: poolLetter(pool) })}
                    gameLines={gameLines}
                  />
                </div>
              ))
            ) : (
              <div {...scrollRegion(t('standings.title'))}>
                <StandingsTable
                  rows={found}
                  ranking={tournament?.ranking}
                  tiebreaks={tiebreaks}
                  caption={order}
                  hideCaption
                  gameLines={gameLines}
                />
              </div>
            )}
          </section>
          {brackets ? <BracketsSection brackets={brackets} t={t} number={number} /> : null}
          {[...rounds].reverse().map((round, index) => (
            <RoundTables
              key={round.number}
              locale={locale}
              tournamentId={tournamentId}
              round={round}
              open={index === 0}
              sitOuts={index === 0 ? sitOuts : null}
            />
          ))}
        </>
      ) : null}
    </>
  );
}

/**
 * A round's tables with their links and results: the round in play open, the earlier ones folded
 * (drawn only once unfolded: 500 tables a round stay out of the page until asked for).
 */
function RoundTables({
  locale,
  tournamentId,
  round,
  open,
  sitOuts,
}: {
  locale: Locale;
  tournamentId: string;
  round: RoundView;
  open: boolean;
  /** A mêlée's players sitting out this round, in one line (`sitOutsText`). */
  sitOuts: string | null;
}) {
  const t = useTranslator();
  const [unfolded, setUnfolded] = useState(open);
  return (
    <section aria-labelledby={`round-${round.number}`}>
      <details open={open} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
        <summary>
          <h2 id={`round-${round.number}`} className="inline-heading">
            {t('print.round', { round: round.number })}
          </h2>
        </summary>
        {unfolded ? (
          <>
            <ul className="plain-list">
              {round.tables.map((table) => (
                <TableLine
                  key={table.id}
                  locale={locale}
                  tournamentId={tournamentId}
                  table={table}
                />
              ))}
            </ul>
            {round.bye ? <p>{t('live.bye', { team: round.bye.name })}</p> : null}
            {sitOuts ? <p data-testid="live-sat-out">{sitOuts}</p> : null}
          </>
        ) : null}
      </details>
    </section>
  );
}

/**
 * One table of a round: its teams, live totals and result. Drawn again only when its own table
 * changes (a deal event replaces that table alone), not at every deal of the 500 others.
 */
const TableLine = memo(function TableLine({
  locale,
  tournamentId,
  table,
}: {
  locale: Locale;
  tournamentId: string;
  table: RoundView['tables'][number];
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  // Each part one text node: fewer nodes for the phone to lay out and hydrate.
  const totals = table.totals ? ` · ${number(table.totals.A)} – ${number(table.totals.B)}` : '';
  const outcome = table.finished
    ? ` · ${tableOutcome(t, table)}${table.closedAtBell ? ` (${t('live.bell')})` : ''}`
    : table.extraDeal
      ? ` · ${t('live.extraDeal')}`
      : '';
  return (
    <li>
      <Link href={`/${locale}/tournaments/${tournamentId}/tables/${table.id}`} prefetch={false}>
        {`${t('live.tableLink', { number: table.number })} : ${table.teamA.name} – ${table.teamB.name}`}
      </Link>
      {totals + outcome}
    </li>
  );
});
