'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { RoundTable, Standing, TournamentView } from '../lib/api-types';
import { QrCode } from '../components/qr-code';
import { paginate } from '../lib/format';
import { describeGame } from '../lib/game-end';
import { usePublicOrigin } from '../lib/public-url';
import type { Translate } from '../i18n';
import { RoundClock } from './round-clock';
import { rankingRules, tiebreaksAfter } from './standings-criteria';
import { StandingsTable } from './standings-table';
import { sheetBadge } from '../lib/sheet-marks';
import { SheetBadge } from '../score-sheet/sheet-marks';
import { Brackets, poolLetter } from './bracket';
import { bracketVersion, useBrackets } from './use-brackets';
import { usePublicTournament } from './use-public-tournament';
import { useRowsThatFit } from './use-rows-that-fit';

/** Until the rows shown are measured: then as many as the screen holds (`useRowsThatFit`). */
const TABLES_PER_PAGE = 8;
const STANDINGS_PER_PAGE = 10;

type Page =
  | { kind: 'tables'; tables: RoundTable[] }
  | { kind: 'bracket' }
  | { kind: 'standings'; rows: Standing[]; pool?: number };

/**
 * The hall's screen: the brackets (pools then a knockout, once drawn), the round's tables, then
 * the standings (pool by pool), page after page by themselves, the round clock always on; it updates
 * from the event stream, never reloads.
 */
export function Projector({
  locale,
  tournamentId,
  pageSeconds,
  publicUrl = null,
}: {
  locale: Locale;
  tournamentId: string;
  /** How long each page stays up (`?seconds=` on the page's address). */
  pageSeconds: number;
  /** `MARQUE_PUBLIC_URL`: where the players' QR code points; this page's own address when null. */
  publicUrl?: string | null;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { origin } = usePublicOrigin(publicUrl);
  const playersUrl = origin ? `${origin}/${locale}/tournaments/${tournamentId}/players` : null;
  const { tournament, standings, rounds, lastDeal, mode } = usePublicTournament(
    tournamentId,
    locale,
  );
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((value) => value + 1), pageSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [pageSeconds]);
  const brackets = useBrackets(
    tournamentId,
    locale,
    tournament?.pairing === 'pools-knockout',
    bracketVersion(rounds),
  );
  const current = rounds[rounds.length - 1] ?? null;
  const [kindShown, setKindShown] = useState<Page['kind'] | null>(null);
  const [tablesList, tablesPerPage] = useRowsThatFit<HTMLUListElement>(
    TABLES_PER_PAGE,
    '.projector-tables > li',
    '.projector-page',
    [kindShown, current?.tables.length ?? 0],
  );
  const [standingsBox, standingsPerPage] = useRowsThatFit<HTMLDivElement>(
    STANDINGS_PER_PAGE,
    'tbody > tr',
    '.projector-page',
    [kindShown, standings.length],
  );
  // In a knockout the bracket comes first: it is what the hall wants to see. Then the games still
  // in play before those over, then the standings; every page as long as the screen allows.
  const pages: Page[] = [
    ...(brackets?.main ? [{ kind: 'bracket' as const }] : []),
    ...(current
      ? paginate(inPlayFirst(current.tables), tablesPerPage).map((tables) => ({
          kind: 'tables' as const,
          tables,
        }))
      : []),
    ...standingsPages(standings, standingsPerPage),
  ];
  const index = pages.length ? tick % pages.length : 0;
  const page = pages[index];
  useEffect(() => setKindShown(page?.kind ?? null), [page?.kind]);

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
        {playersUrl ? (
          <figure className="projector-qr" data-testid="projector-players-qr">
            <QrCode text={playersUrl} size={200} label={t('player.qr')} className="qr-players" />
            <figcaption>{t('player.qrHelp')}</figcaption>
          </figure>
        ) : null}
      </header>
      {page?.kind === 'tables' && current ? (
        <section aria-labelledby="projector-tables">
          <h2 id="projector-tables">{t('projector.tables', { round: current.number })}</h2>
          <ul className="projector-tables" ref={tablesList}>
            {page.tables.map((table) => (
              <li
                key={table.id}
                data-testid={`projector-table-${table.number}`}
                className={`${table.finished ? 'done' : ''} ${lastDeal?.tableId === table.id ? 'just-updated' : ''}`}
              >
                <span className="projector-number">{table.number}</span>
                <span className="projector-team">{table.teamA.name}</span>
                <span className="projector-score" data-testid={`projector-score-${table.number}`}>
                  {table.totals ? `${number(table.totals.A)} – ${number(table.totals.B)}` : '0 – 0'}
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
                  <SheetBadge badge={sheetBadge(table.confirmations)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page?.kind === 'bracket' && brackets ? (
        <section aria-labelledby="projector-bracket" className="projector-bracket">
          <h2 id="projector-bracket">{t('bracket.title')}</h2>
          <Brackets brackets={brackets} t={t} number={number} />
        </section>
      ) : null}
      {page?.kind === 'standings' ? (
        <div ref={standingsBox}>
          {tournament ? (
            <p className="projector-rules" data-testid="projector-rules">
              {rankingRules(t, locale, tournament)}
            </p>
          ) : null}
          <StandingsTable
            rows={page.rows}
            ranking={tournament?.ranking}
            tiebreaks={tiebreaksAfter(tournament)}
            caption={
              page.pool === undefined
                ? t('projector.standings')
                : `${t('projector.standings')} · ${t('pools.pool', { pool: poolLetter(page.pool) })}`
            }
          />
        </div>
      ) : null}
      <p className="projector-page" aria-hidden="true">
        {pages.length > 1 ? `${index + 1} / ${pages.length}` : ''}
      </p>
    </div>
  );
}

/** The round's tables, those still playing first (each part in table order). */
function inPlayFirst(tables: readonly RoundTable[]): RoundTable[] {
  return [
    ...tables.filter((table) => !table.finished),
    ...tables.filter((table) => table.finished),
  ];
}

/** The standings page after page; in a tournament of pools, a pool a page. */
function standingsPages(standings: Standing[], perPage: number): Page[] {
  if (standings.some((row) => row.pool !== undefined)) {
    const pools = [...new Set(standings.map((row) => row.pool ?? 0))];
    return pools.map((pool) => ({
      kind: 'standings' as const,
      rows: standings.filter((row) => (row.pool ?? 0) === pool),
      pool,
    }));
  }
  return paginate(standings, perPage).map((rows) => ({
    kind: 'standings' as const,
    rows,
  }));
}

/** A game in play: "donne 7 / 12" in a game of N deals, the deals so far otherwise. */
function dealsInPlay(t: Translate, table: RoundTable, tournament: TournamentView | null): string {
  const total = tournament?.dealsPerGame ?? null;
  const counted = table.dealsCounted ?? table.dealCount ?? 0;
  return total === null || counted >= total
    ? t('projector.deals', { count: table.dealCount ?? 0 })
    : t('game.dealOf', { number: counted + 1, total });
}
