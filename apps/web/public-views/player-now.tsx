'use client';
import { playerLabel } from '../components/player-names';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import type {
  RoundTable,
  RoundView,
  Seat,
  TeamGame,
  TeamGames,
  TournamentView,
} from '../lib/api-types';
import { SEATS } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { playerAt } from '../lib/seats';
import { RoundClock } from './round-clock';

/**
 * Where the team plays now: round, table, opponents, who sits where and the live score; or its
 * bye; or, between rounds, that the next one is not drawn yet.
 */
export function PlayerNow({
  locale,
  tournament,
  rounds,
  games,
  live,
}: {
  locale: Locale;
  tournament: TournamentView | null;
  rounds: RoundView[];
  games: TeamGames;
  /** The team's table in the current round as the event stream keeps it. */
  live: RoundTable | null;
}) {
  const t = useTranslator();
  const current = rounds[rounds.length - 1] ?? null;
  if (!current) return <p data-testid="player-status">{t('player.notStarted')}</p>;
  const game = games.games.find((entry) => entry.round === current.number) ?? null;
  const open = !current.closedAt;
  const clock = open ? <RoundClock round={current} /> : null;
  if (open && game?.table && !(live?.finished ?? game.table.finished))
    return (
      <>
        <PlayingNow
          locale={locale}
          tournament={tournament}
          games={games}
          game={game}
          table={game.table}
          live={live}
        />
        {clock}
      </>
    );
  if (open && game && !game.table)
    return (
      <>
        <p data-testid="player-status">{t('player.byeNow', { round: current.number })}</p>
        {clock}
      </>
    );
  const total = tournament?.rounds ?? Infinity;
  return (
    <>
      {open && game ? (
        <p data-testid="player-status">
          {t(othersPlaying(current) ? 'player.finishedWaiting' : 'player.allFinished', {
            round: current.number,
          })}
        </p>
      ) : null}
      {current.number < total ? (
        <p data-testid="player-next">{t('player.nextNotDrawn', { next: current.number + 1 })}</p>
      ) : !open ? (
        <p data-testid="player-next">{t('player.over', { rounds: total })}</p>
      ) : null}
      {clock}
    </>
  );
}

/** Whether a game of the round is still played (a table not known to be finished counts). */
const othersPlaying = (round: RoundView) => round.tables.some((table) => table.finished !== true);

function PlayingNow({
  locale,
  tournament,
  games,
  game,
  table,
  live,
}: {
  locale: Locale;
  tournament: TournamentView | null;
  games: TeamGames;
  game: TeamGame;
  table: NonNullable<TeamGame['table']>;
  live: RoundTable | null;
}) {
  const t = useTranslator();
  const totals = live?.totals ?? table.totals;
  const otherSide = table.side === 'A' ? 'B' : 'A';
  const us = { name: games.team.name, players: games.team.players };
  const seated =
    table.side === 'A'
      ? { teamA: us, teamB: table.opponent }
      : { teamA: table.opponent, teamB: us };
  const ours = (seat: Seat) => (seat % 2 === 0) === (table.side === 'A');
  return (
    <>
      <p className="player-where" data-testid="player-where">
        {t('player.where', { round: game.round, table: table.number })}
      </p>
      <p data-testid="player-against">
        {t('player.against', {
          team: table.opponent.name,
          players: table.opponent.players.map((name) => playerLabel(t, name)).join(', '),
        })}
      </p>
      <h3>{t('player.liveScore')}</h3>
      <dl className="player-score" data-testid="player-score" aria-live="polite">
        <dt>{games.team.name}</dt>
        <dd data-testid="player-score-own">{formatNumber(locale, totals[table.side])}</dd>
        <dt>{table.opponent.name}</dt>
        <dd data-testid="player-score-other">{formatNumber(locale, totals[otherSide])}</dd>
      </dl>
      <p className="hint" data-testid="player-deals">
        {dealsLine(
          t,
          tournament,
          live?.dealsCounted ?? table.dealsCounted,
          live?.dealCount ?? table.dealCount,
        )}
      </p>
      <h3>{t('player.seats')}</h3>
      <ol className="player-seats" data-testid="player-seats">
        {SEATS.map((seat) => (
          <li key={seat} className={ours(seat) ? 'ours' : undefined}>
            <span className="player-seat">{t('player.seat', { number: seat + 1 })}</span>{' '}
            <strong>{playerLabel(t, playerAt(seated, seat))}</strong>
            {ours(seat) ? ` (${t('player.ours')})` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Donne 7 / 12" in a game of N deals, the deals played so far otherwise. */
function dealsLine(
  t: Translate,
  tournament: TournamentView | null,
  counted: number,
  played: number,
): string {
  const total = tournament?.dealsPerGame ?? null;
  return total === null || counted >= total
    ? t('projector.deals', { count: played })
    : t('game.dealOf', { number: counted + 1, total });
}
