'use client';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { Standing, TournamentView } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { poolLetter } from './pool-letter';
import { placeText, stageText } from './placings';
import { rankingRules } from './standings-criteria';

/**
 * The team's rank among all, what it scored, and what the standings rank on. In a tournament of
 * pools, its rank in its pool (among the pool's teams, never "1 of 12") and its final place once
 * the brackets have decided it.
 */
export function PlayerRank({
  locale,
  tournament,
  standings,
  teamId,
}: {
  locale: Locale;
  tournament: TournamentView | null;
  standings: Standing[];
  teamId: string;
}) {
  const t = useTranslator();
  const row = standings.find((entry) => entry.team.id === teamId);
  const number = (value: number) => formatNumber(locale, value);
  const pool = row?.pool;
  return (
    <>
      {row ? (
        <>
          {row.placing ? (
            <p className="player-rank" data-testid="player-placing">
              {t('player.placing', {
                place: placeText(row.placing, number),
                stage: stageText(t, row.placing),
              })}
            </p>
          ) : null}
          <p className="player-rank" data-testid="player-rank">
            {pool === undefined
              ? t('player.rankOf', { rank: number(row.rank), count: number(standings.length) })
              : t('player.poolRankOf', {
                  pool: poolLetter(pool),
                  rank: number(row.poolRank ?? row.rank),
                  count: number(standings.filter((entry) => entry.pool === pool).length),
                })}
          </p>
          <p>
            {t('player.rankScore', {
              score: formatNumber(locale, row.score),
              points: formatNumber(locale, row.pointsFor),
            })}
          </p>
        </>
      ) : null}
      {tournament ? (
        <p className="hint" data-testid="player-criterion">
          {rankingRules(t, locale, tournament)}
        </p>
      ) : null}
    </>
  );
}
