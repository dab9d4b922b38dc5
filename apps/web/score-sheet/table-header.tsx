import type { Locale } from '../i18n';
import { playersText } from '../components/player-names';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { DealBody, TableView } from '../lib/api-types';
import { dealInProgress, describeGame } from '../lib/game-end';
import { teamName } from '../lib/seats';
import { SheetMarks } from './sheet-marks';

/**
 * Table and round, the game played and how it ends, both teams with their players and totals,
 * the deal in play in a game of N deals ("donne 7 / 12", counting `queued` deals not yet sent),
 * the winner once there is one, and the teams' signatures of the final sheet.
 */
export function TableHeader({
  locale,
  table,
  queued = [],
}: {
  locale: Locale;
  table: TableView;
  queued?: readonly DealBody[];
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { game } = table;
  const progress = dealInProgress(table, queued);
  return (
    <header className="table-header">
      <h1>{t('table.title', { number: table.number, round: table.round })}</h1>
      <div className="teams">
        {(['A', 'B'] as const).map((side) => {
          const team = side === 'A' ? table.teamA : table.teamB;
          return (
            <div key={side} className={`team-box team-${side}`}>
              <h2>{team.name}</h2>
              <p className="players">{playersText(t, team.players)}</p>
              <p className="big-total" data-testid={`header-total-${side}`}>
                {number(game.totals[side])}
              </p>
            </div>
          );
        })}
      </div>
      <p className="target" data-testid="table-game">
        {describeGame(t, locale, { ...table, ruleset: table.ruleset.id })}
        {progress ? (
          <>
            {' · '}
            <strong data-testid="deal-progress">{t('game.dealOf', progress)}</strong>
          </>
        ) : null}
      </p>
      {game.finished ? (
        <p className="winner" role="status" data-testid="winner">
          {game.winner ? t('table.won', { team: teamName(table, game.winner) }) : t('table.draw')}{' '}
          {t('table.locked')}
        </p>
      ) : null}
      <SheetMarks locale={locale} table={table} />
    </header>
  );
}
