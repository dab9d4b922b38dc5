import { useTranslator } from '../i18n/client';
import type { TableView } from '../lib/api-types';
import { teamName } from '../lib/seats';

/** Table and round, both teams with their players and totals, and the winner once there is one. */
export function TableHeader({ table }: { table: TableView }) {
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
      <p className="target">{t('table.target', { target: table.target })}</p>
      {game.finished ? (
        <p className="winner" role="status" data-testid="winner">
          {game.winner ? t('table.won', { team: teamName(table, game.winner) }) : t('table.draw')}{' '}
          {t('table.locked')}
        </p>
      ) : null}
    </header>
  );
}
