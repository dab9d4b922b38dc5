import { computeStandings } from './standings.ts';
import { ahead, beat, order, teamsOf } from './test-helpers.ts';
import { DEFAULT_TIEBREAKS, isTiebreak, TIEBREAKS, type Tiebreak } from './tiebreaks.ts';
import type { GameResult } from './types.ts';

type Side = 'x' | 'y';
type Favours = Record<Tiebreak, Side>;

// Totals of H's loss to P (h–p) and of L's win over Q (l–q), H having beaten L 1000–900,
// chosen so that points difference and points for each favour H or L as asked.
const POINTS = {
  'H H': { h: 1150, p: 1200, l: 850, q: 800 },
  'L L': { h: 900, p: 1200, l: 1100, q: 800 },
  'L H': { h: 1000, p: 1200, l: 1000, q: 800 },
  'H L': { h: 700, p: 750, l: 1000, q: 900 },
};

/**
 * Teams x and y level on games won (1 each), each tiebreak favouring the side asked. H, the
 * head-to-head favourite, beat L and lost to P; L beat Q. Byes set P's and Q's scores, which
 * decide Buchholz, away from 1 so that P and Q are never level with x and y.
 */
function levelPair(favours: Favours): { games: GameResult[]; byes: string[] } {
  const H = favours['head-to-head'];
  const L = H === 'x' ? 'y' : 'x';
  const relative = (side: Side) => (side === H ? 'H' : 'L');
  const key = `${relative(favours['points-difference'])} ${relative(favours['points-for'])}`;
  const { h, p, l, q } = POINTS[key as keyof typeof POINTS];
  const buchholzToH = favours.buchholz === H;
  return {
    games: [beat(H, L, 1000, 900), beat('p', H, p, h), beat(L, 'q', l, q)],
    byes: [
      ...Array<string>(buchholzToH ? 2 : 1).fill('p'),
      ...Array<string>(buchholzToH ? 2 : 3).fill('q'),
    ],
  };
}

const teams = teamsOf('x', 'y', 'p', 'q');
const sides: Side[] = ['x', 'y'];
const everyFavours: Favours[] = sides.flatMap((pd) =>
  sides.flatMap((pf) =>
    sides.flatMap((b) =>
      sides.map((h) => ({
        'points-difference': pd,
        'points-for': pf,
        buchholz: b,
        'head-to-head': h,
      })),
    ),
  ),
);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe('TIEBREAKS', () => {
  it('are, by default, points difference, points for, Buchholz, head-to-head', () => {
    expect(DEFAULT_TIEBREAKS).toEqual([
      'points-difference',
      'points-for',
      'buchholz',
      'head-to-head',
    ]);
    expect([...TIEBREAKS].sort()).toEqual([...DEFAULT_TIEBREAKS].sort());
  });

  it.each([
    ['buchholz', true],
    ['games-won', false],
    ['random', false],
    [3, false],
  ])('isTiebreak(%j) is %s', (value, expected) => {
    expect(isTiebreak(value)).toBe(expected);
  });
});

describe('each tiebreak decides a tie that the ones before it leave', () => {
  // In each case y wins the tie though x comes first by name: the name never decides here.
  it('points for, when points difference is level', () => {
    expect(
      order(teamsOf('x', 'y', 'z', 'w'), [beat('x', 'z', 1500, 1000), beat('y', 'w', 2000, 1500)]),
    ).toEqual(['y', 'x', 'w', 'z']);
  });

  it('Buchholz, when points difference and points for are level', () => {
    const standings = computeStandings(
      teamsOf('x', 'y', 'z', 'w'),
      [beat('x', 'z', 1500, 1000), beat('y', 'w', 1500, 1000)],
      { byes: ['w', 'w'] },
    );
    expect(standings.map((row) => [row.team.id, row.score, row.buchholz])).toEqual([
      ['w', 2, 1],
      ['y', 1, 2],
      ['x', 1, 0],
      ['z', 0, 1],
    ]);
  });

  it('head-to-head, when points difference, points for and Buchholz are level', () => {
    const standings = computeStandings(
      teamsOf('x', 'y', 'z', 'w'),
      [beat('y', 'x', 1200, 1000), beat('x', 'w', 1200, 1000), beat('z', 'y', 1200, 1000)],
      { byes: ['w', 'w', 'z'] },
    );
    const x = standings.find((row) => row.team.id === 'x');
    const y = standings.find((row) => row.team.id === 'y');
    expect([x?.score, x?.pointsDifference, x?.pointsFor, x?.buchholz]).toEqual([1, 0, 2200, 3]);
    expect([y?.score, y?.pointsDifference, y?.pointsFor, y?.buchholz]).toEqual([1, 0, 2200, 3]);
    expect(
      ahead(
        standings.map((row) => row.team.id),
        'x',
        'y',
      ),
    ).toBe('y');
  });
});

describe('the level pair fixture', () => {
  it.each(everyFavours)(
    'gives x and y the same score, each tiebreak going its way: %j',
    (favours) => {
      const { games, byes } = levelPair(favours);
      const rows = computeStandings(teams, games, { byes });
      const x = rows.find((row) => row.team.id === 'x');
      const y = rows.find((row) => row.team.id === 'y');
      const better = (field: 'pointsDifference' | 'pointsFor' | 'buchholz'): Side =>
        (x?.[field] ?? 0) > (y?.[field] ?? 0) ? 'x' : 'y';
      expect(x?.score).toBe(1);
      expect(y?.score).toBe(1);
      expect(rows.filter((row) => row.score === 1)).toHaveLength(2);
      expect(x?.pointsDifference).not.toBe(y?.pointsDifference);
      expect(x?.pointsFor).not.toBe(y?.pointsFor);
      expect(x?.buchholz).not.toBe(y?.buchholz);
      expect({
        'points-difference': better('pointsDifference'),
        'points-for': better('pointsFor'),
        buchholz: better('buchholz'),
        'head-to-head': ahead(order(teams, games, { byes, tiebreaks: ['head-to-head'] }), 'x', 'y'),
      }).toEqual(favours);
    },
  );
});

describe('the tiebreaks apply in the organiser’s order', () => {
  it.each(permutations(TIEBREAKS))('%s, %s, %s, %s: the first one decides', (...tiebreaks) => {
    for (const favours of everyFavours) {
      const { games, byes } = levelPair(favours);
      const [first] = tiebreaks;
      const ids = order(teams, games, { byes, tiebreaks });
      expect({ favours, winner: ahead(ids, 'x', 'y') }).toEqual({
        favours,
        winner: first && favours[first],
      });
    }
  });

  it.each(TIEBREAKS.map((tiebreak) => [tiebreak]))(
    'ignores %s when the organiser leaves it out',
    (left) => {
      for (const favours of everyFavours) {
        const { games, byes } = levelPair(favours);
        const tiebreaks = TIEBREAKS.filter((tiebreak) => tiebreak !== left);
        const [first] = tiebreaks;
        expect(ahead(order(teams, games, { byes, tiebreaks }), 'x', 'y')).toBe(
          first && favours[first],
        );
      }
    },
  );

  it('goes straight from games won to the last criterion (here the name) with none', () => {
    const { games, byes } = levelPair({
      'points-difference': 'x',
      'points-for': 'x',
      buchholz: 'x',
      'head-to-head': 'x',
    });
    const renamed = teams.map((team) => (team.id === 'x' ? { ...team, name: 'zz' } : team));
    expect(ahead(order(teams, games, { byes, tiebreaks: [] }), 'x', 'y')).toBe('x');
    expect(ahead(order(renamed, games, { byes, tiebreaks: [] }), 'x', 'y')).toBe('y');
  });
});
