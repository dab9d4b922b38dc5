'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { RoundTable, Standing, TournamentView } from '../lib/api-types';
import { paginate } from '../lib/format';
import { describeGame } from '../lib/game-end';
import type { Translate } from '../i18n';
import { RoundClock } from './round-clock';
import { rankingRules, tiebreaksAfter } from './standings-criteria';
import { StandingsTable } from './standings-table';
import { usePublicTournament } from './use-public-tournament';

const TABLES_PER_PAGE = 8;
const STANDINGS_PER_PAGE = 10;

type Page = { kind: 'tables'; tables: RoundTable[] } | { kind: 'standings'; rows: Standing[] };

/**
 * The hall's screen: the round's tables, then the standings, page after page by themselves,
 * the round clock always on; it updates from the event stream, never reloads.
 */
export function Projector({
  locale,
  tournamentId,
  pageSeconds,
}: {
  locale: Locale;
  tournamentId: string;
  /** How long each page stays up (`?seconds=` on the page's address). */
  pageSeconds: number;
}) {
  const t = useTranslator();
  const { tournament, standings, rounds, lastDeal, mode } = usePublicTournament(
    tournamentId,
    locale,
  );
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((value) => value + 1), pageSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [pageSeconds]);
  const current = rounds[rounds.length - 1] ?? null;
  const pages: Page[] = [
    ...(current
      ? paginate(current.tables, TABLES_PER_PAGE).map((tables) => ({
          kind: 'tables' as const,
          tables,
        }))
      : []),
    ...(standings.length
      ? paginate(standings, STANDINGS_PER_PAGE).map((rows) => ({
          kind: 'standings' as const,
          rows,
        }))
      : []),
  ];
  const index = pages.length ? tick % pages.length : 0;
  const page = pages[index];

  return (
    <div className="projector" data-live={mode}>
      <header className="projector-header">
        <div>
          <h1>{tournament?.name ?? t('app.name')}</h1>
          {tournament ? (
            <p className="projector-game" data-testid="projector-game">
              {describeGame(t, locale, tournament)}
            </p>
          ) : null}
        </div>
        {current ? <RoundClock round={current} large /> : null}
      </header>
      {page?.kind === 'tables' && current ? (
        <section aria-labelledby="projector-tables">
          <h2 id="projector-tables">{t('projector.tables', { round: current.number })}</h2>
          <ul className="projector-tables">
            {page.tables.map((table) => (
              <li
                key={table.id}
                data-testid={`projector-table-${table.number}`}
                className={`${table.finished ? 'done' : ''} ${lastDeal?.tableId === table.id ? 'just-updated' : ''}`}
              >
                <span className="projector-number">{table.number}</span>
                <span className="projector-team">{table.teamA.name}</span>
                <span className="projector-score" data-testid={`projector-score-${table.number}`}>
                  {table.totals ? `${table.totals.A} – ${table.totals.B}` : '0 – 0'}
                </span>
                <span className="projector-team">{table.teamB.name}</span>
                <span className="projector-deals" data-testid={`projector-deals-${table.number}`}>
                  {!table.finished
                    ? dealsInPlay(t, table, tournament)
                    : table.winner
                      ? t('live.wonBy', {
                          team: table.winner === 'A' ? table.teamA.name : table.teamB.name,
                        })
                      : t('live.draw')}
                  {table.closedAtBell ? ` (${t('live.bell')})` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page?.kind === 'standings' ? (
        <>
          {tournament ? (
            <p className="projector-rules" data-testid="projector-rules">
              {rankingRules(t, locale, tournament)}
            </p>
          ) : null}
          <StandingsTable
            rows={page.rows}
            ranking={tournament?.ranking}
            tiebreaks={tiebreaksAfter(tournament)}
            caption={t('projector.standings')}
          />
        </>
      ) : null}
      <p className="projector-page" aria-hidden="true">
        {pages.length > 1 ? `${index + 1} / ${pages.length}` : ''}
      </p>
    </div>
  );
}

/** A game in play: "donne 7 / 12" in a game of N deals, the deals so far otherwise. */
function dealsInPlay(t: Translate, table: RoundTable, tournament: TournamentView | null): string {
  const total = tournament?.dealsPerGame ?? null;
  const counted = table.dealsCounted ?? table.dealCount ?? 0;
  return total === null || counted >= total
    ? t('projector.deals', { count: table.dealCount ?? 0 })
    : t('game.dealOf', { number: counted + 1, total });
}
