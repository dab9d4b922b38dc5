'use client';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { Standing, TournamentView } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { rankingRules } from './standings-criteria';

/** The team's rank among all, what it scored, and what the standings rank on. */
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
  return (
    <>
      {row ? (
        <>
          <p className="player-rank" data-testid="player-rank">
            {t('player.rankOf', {
              rank: formatNumber(locale, row.rank),
              count: formatNumber(locale, standings.length),
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
