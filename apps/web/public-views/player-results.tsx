'use client';
import { playerLabel } from '../components/player-names';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { RoundTable, TeamGames, TournamentView } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { decisionText, ownScore, resultText } from './game-outcome';

/** The team's rounds: opponent, score, won, lost or drawn and why (the server says), or the bye. */
export function PlayerResults({
  locale,
  tournament,
  games,
  live,
}: {
  locale: Locale;
  tournament: TournamentView | null;
  games: TeamGames;
  /** The team's table in the current round, kept live by the event stream. */
  live: RoundTable | null;
}) {
  const t = useTranslator();
  if (!games.games.length) return <p>{t('player.noResults')}</p>;
  const length = tournament ?? { target: null, dealsPerGame: null };
  return (
    <ol className="plain-list player-results">
      {[...games.games].reverse().map((game) => {
        const playing = game.result === null;
        const fresh = playing && game.table && live?.id === game.table.id ? live.totals : null;
        const score = ownScore(
          fresh && game.table ? { ...game, table: { ...game.table, totals: fresh } } : game,
        );
        return (
          <li
            key={game.round}
            data-testid={`player-result-${game.round}`}
            className={game.result ?? 'playing'}
          >
            <span className="player-result-round">
              {t('clock.label', { round: game.round })}
              {game.table ? ` · ${t('live.tableLink', { number: game.table.number })}` : ''}
            </span>
            {game.table ? (
              <span>
                {t('player.against', {
                  team: game.table.opponent.name,
                  players: game.table.opponent.players
                    .map((name) => playerLabel(t, name))
                    .join(', '),
                })}
              </span>
            ) : null}
            <br />
            <strong>{resultText(t, game)}</strong>
            {score
              ? ` ${formatNumber(locale, score.own)} – ${formatNumber(locale, score.other)}`
              : ''}
            {game.decidedBy && game.decidedBy !== 'walkover'
              ? ` · ${decisionText(t, locale, game.decidedBy, length)}`
              : ''}
          </li>
        );
      })}
    </ol>
  );
}
