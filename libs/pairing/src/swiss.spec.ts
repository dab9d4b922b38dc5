import { pairSwiss } from './swiss.ts';
import { team } from './test-helpers.ts';

describe('pairSwiss', () => {
  it('pairs neighbours in the ranking, leaders first, [higher, lower]', () => {
    expect(pairSwiss([team('a'), team('b'), team('c'), team('d')])).toEqual({
      pairs: [
        ['a', 'b'],
        ['c', 'd'],
      ],
      bye: null,
    });
  });

  it('gives nothing to pair for no team, and the bye to a lone team', () => {
    expect(pairSwiss([])).toEqual({ pairs: [], bye: null });
    expect(pairSwiss([team('a')])).toEqual({ pairs: [], bye: 'a' });
  });

  describe('1. rematches', () => {
    it('avoids a rematch by taking the next team in the ranking', () => {
      const result = pairSwiss([team('a', 0, ['b']), team('b', 0, ['a']), team('c'), team('d')]);
      expect(result.pairs).toEqual([
        ['a', 'c'],
        ['b', 'd'],
      ]);
    });

    it('avoids a rematch forced at the bottom by pairing differently at the top', () => {
      const result = pairSwiss([team('a'), team('b'), team('c', 0, ['d']), team('d', 0, ['c'])]);
      expect(result.pairs).toEqual([
        ['a', 'c'],
        ['b', 'd'],
      ]);
    });

    it('counts a meeting listed by one side only', () => {
      const result = pairSwiss([team('a', 0, ['b']), team('b'), team('c'), team('d')]);
      expect(result.pairs).not.toContainEqual(['a', 'b']);
    });

    it('accepts as few rematches as possible when none can be avoided', () => {
      // a, b, c have all met: one of them must meet another again, d takes the third.
      const result = pairSwiss([
        team('a', 2, ['b', 'c']),
        team('b', 2, ['a', 'c']),
        team('c', 2, ['a', 'b']),
        team('d'),
      ]);
      expect(result.pairs).toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
    });

    it('floats a team far down the ranking rather than repeat a game', () => {
      const top = team('t0', 5, ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
      const others = Array.from({ length: 9 }, (_, i) =>
        team(`t${i + 1}`, 4, i < 8 ? ['t0'] : [], 0),
      );
      const result = pairSwiss([top, ...others]);
      expect(result.pairs[0]).toEqual(['t0', 't9']);
    });
  });

  describe('2. bye', () => {
    it('goes to the lowest-ranked team among those with the fewest byes', () => {
      expect(pairSwiss([team('a'), team('b'), team('c', 0, [], 1)]).bye).toBe('b');
    });

    it('goes to the lowest score among those with the fewest byes', () => {
      const result = pairSwiss([team('a', 3), team('b', 1), team('c', 2, [], 1)]);
      expect(result).toEqual({ pairs: [['a', 'c']], bye: 'b' });
    });

    it('yields to rule 1: a team with a bye sits out again if the others would meet twice', () => {
      const result = pairSwiss([team('a', 2, ['b'], 1), team('b', 1, ['a']), team('c', 0, [], 0)]);
      // c without a bye would leave a–b, a rematch.
      expect(result.bye).not.toBe('c');
    });

    it('comes before score differences', () => {
      // Giving the bye to c (fewest byes) costs a pair 10 points apart; still c sits out.
      const result = pairSwiss([team('a', 10, [], 1), team('b', 0, [], 1), team('c', 0)]);
      expect(result).toEqual({ pairs: [['a', 'b']], bye: 'c' });
    });
  });

  describe('3. clubs', () => {
    const field = [
      team('a', 1, [], 0, 'Lyon'),
      team('b', 1, [], 0, 'Lyon'),
      team('c', 0, [], 0, 'Nice'),
      team('d', 0, [], 0, 'Nice'),
    ];

    it('keeps teams of one club apart when asked, even at a cost in score differences', () => {
      expect(pairSwiss(field, { avoidSameClub: true }).pairs).toEqual([
        ['a', 'c'],
        ['b', 'd'],
      ]);
    });

    it('ignores clubs unless asked', () => {
      expect(pairSwiss(field).pairs).toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
    });

    it('yields to rule 1', () => {
      const met = [
        team('a', 1, ['c', 'd'], 0, 'Lyon'),
        team('b', 1, [], 0, 'Lyon'),
        team('c', 0, ['a'], 0, 'Nice'),
        team('d', 0, ['a'], 0, 'Nice'),
      ];
      expect(pairSwiss(met, { avoidSameClub: true }).pairs).toContainEqual(['a', 'b']);
    });
  });

  describe('4. score differences', () => {
    it('minimises the sum of squared differences, not the largest difference', () => {
      // a–c and b–d: 1² + 1² = 2, better than a–d, b–c: 4 + 0 when a–b have met.
      const result = pairSwiss([
        team('a', 3, ['b']),
        team('b', 2, ['a']),
        team('c', 2),
        team('d', 1),
      ]);
      expect(result.pairs).toEqual([
        ['a', 'c'],
        ['b', 'd'],
      ]);
    });

    it('handles half points (draws) exactly', () => {
      const result = pairSwiss([
        team('a', 2.5, ['b']),
        team('b', 2.5, ['a']),
        team('c', 2),
        team('d', 0.5),
      ]);
      expect(result.pairs).toEqual([
        ['a', 'c'],
        ['b', 'd'],
      ]);
    });
  });

  describe('5. determinism', () => {
    it('gives the same pairing for the same input and seed', () => {
      const field = Array.from({ length: 30 }, (_, i) => team(`t${i}`, i % 3));
      expect(pairSwiss(field, { seed: 4 })).toEqual(pairSwiss(field, { seed: 4 }));
    });
  });
});
