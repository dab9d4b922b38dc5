import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { TableView } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { teamName } from '../lib/seats';

/**
 * Table and round, the game played and its target, both teams with their players and totals,
 * and the winner once there is one.
 */
export function TableHeader({ locale, table }: { locale: Locale; table: TableView }) {
  const t = useTranslator();
  const { game } = table;
  return (
    <header className="table-header">
      <h1>{t('table.title', { number: table.number, round: table.round })}</h1>
      <div className="teams">
        {(['A', 'B'] as const).map((side) => {
          const team = side === 'A' ? table.teamA : table.teamB;
          return (
            <div key={side} className={`team-box team-${side}`}>
              <h2>{team.name}</h2>
              <p className="players">{team.players.join(' · ')}</p>
              <p className="big-total" data-testid={`header-total-${side}`}>
                {game.totals[side]}
              </p>
            </div>
          );
        })}
      </div>
      <p className="target" data-testid="table-game">
        {t('game.target', {
          game: t(`game.${table.ruleset.id}`),
          target: formatNumber(locale, table.target),
        })}
      </p>
      {game.finished ? (
        <p className="winner" role="status" data-testid="winner">
          {game.winner ? t('table.won', { team: teamName(table, game.winner) }) : t('table.draw')}{' '}
          {t('table.locked')}
        </p>
      ) : null}
    </header>
  );
}
