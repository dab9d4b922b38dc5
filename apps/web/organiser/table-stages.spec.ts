import { translator } from '../i18n';
import type { BracketGame, BracketsView } from '../lib/api-types';
import { tableStages } from './table-stages';

const team = (id: string) => ({ id, name: id });
const table = (id: string, a: string, b: string) => ({
  id,
  number: 1,
  teamA: team(a),
  teamB: team(b),
  firstDealer: 0 as const,
});
const game = (tableId: string | null): BracketGame => ({
  teamA: null,
  teamB: null,
  winner: null,
  bye: false,
  table: tableId
    ? { id: tableId, number: 1, round: 0, totals: { A: 0, B: 0 }, finished: false }
    : null,
});
const brackets: Pick<BracketsView, 'pools' | 'main' | 'consolation'> = {
  pools: [
    { number: 0, teams: [team('a1'), team('a2')] },
    { number: 1, teams: [team('b1'), team('b2')] },
  ],
  main: {
    rounds: [
      [game('q1'), game('q2'), game('q3'), game('q4')],
      [game('s1'), game(null)],
      [game(null)],
    ],
    roundNumbers: [4, 5, 6],
    champion: null,
  },
  consolation: {
    rounds: [[game('c1'), game('c2')], [game(null)]],
    roundNumbers: [5, 6],
    champion: null,
  },
};

describe('tableStages', () => {
  const fr = translator('fr');
  const en = translator('en');

  it("names a pool round's tables by their pool", () => {
    const round = {
      number: 1,
      knockout: false,
      tables: [table('t1', 'a1', 'a2'), table('t2', 'b2', 'b1')],
    };
    expect([...tableStages(fr, round, brackets)]).toEqual([
      ['t1', 'Poule A'],
      ['t2', 'Poule B'],
    ]);
  });

  it('names the knockout tables by their bracket round, the consolation apart', () => {
    const round = {
      number: 5,
      knockout: true,
      tables: [table('s1', 'x', 'y'), table('c1', 'z', 'w')],
    };
    expect(Object.fromEntries(tableStages(fr, round, brackets))).toEqual({
      s1: 'Demi-finales',
      c1: 'Consolante · Demi-finales',
      c2: 'Consolante · Demi-finales',
    });
    const quarters = { number: 4, knockout: true, tables: [table('q1', 'x', 'y')] };
    expect(tableStages(en, quarters, brackets).get('q1')).toBe('Quarter-finals');
  });

  it('names nothing outside a tournament of pools', () => {
    expect(
      tableStages(fr, { number: 1, knockout: false, tables: [table('t', 'a', 'b')] }, null).size,
    ).toBe(0);
  });
});
