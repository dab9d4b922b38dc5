import { renderToStaticMarkup } from 'react-dom/server';
import { MessagesProvider } from '../i18n/client';
import { fr } from '../i18n/fr';
import type { RoundTable, RoundView, TeamGames } from '../lib/api-types';
import { PlayerNow } from './player-now';

const team = (id: string) => ({ id, name: `Équipe ${id}` });
const table = (number: number, finished: boolean): RoundTable => ({
  id: `t${number}`,
  number,
  teamA: team(`a${number}`),
  teamB: team(`b${number}`),
  firstDealer: 0,
  finished,
});

const games: TeamGames = {
  team: { id: 'a1', name: 'Équipe a1', players: ['Anne', 'Alex'] },
  games: [
    {
      round: 1,
      table: {
        id: 't1',
        number: 1,
        side: 'A',
        seats: [0, 2],
        opponent: { id: 'b1', name: 'Équipe b1', players: ['Bea', 'Bob'] },
        totals: { A: 2010, B: 800 },
        dealCount: 9,
        dealsCounted: 9,
        finished: true,
      },
      result: 'won',
      decidedBy: null,
    },
  ],
} as unknown as TeamGames;

/** The team page's "now" part, in French, for round 1 still open with these tables. */
function statusOf(tables: RoundTable[]): string {
  const round: RoundView = { number: 1, bye: null, tables, closedAt: null };
  const html = renderToStaticMarkup(
    <MessagesProvider messages={fr} locale="fr">
      <PlayerNow
        locale="fr"
        tournament={null}
        rounds={[round]}
        games={games}
        live={tables[0] ?? null}
      />
    </MessagesProvider>,
  );
  return /data-testid="player-status">([^<]*)</.exec(html)?.[1] ?? '';
}

describe('PlayerNow, once the team’s game is over', () => {
  it('says other tables still play while one does', () => {
    expect(statusOf([table(1, true), table(2, false)])).toContain('d’autres tables jouent encore');
  });

  it('never says so when every game of the round is over', () => {
    const status = statusOf([table(1, true), table(2, true)]);
    expect(status).not.toContain('jouent encore');
    expect(status).toBe(
      'Votre partie du tour 1 est finie, comme celles de toutes les autres tables.',
    );
  });
});
