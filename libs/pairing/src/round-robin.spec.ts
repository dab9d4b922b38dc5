import fc from 'fast-check';
import { bestTablesFirst, roundRobin, roundRobinRound } from './round-robin.ts';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('roundRobin', () => {
  it('plays n - 1 rounds for an even field, by the circle method', () => {
    expect(roundRobin(ids(4))).toEqual([
      {
        pairs: [
          ['t1', 't4'],
          ['t2', 't3'],
        ],
        bye: null,
      },
      {
        pairs: [
          ['t3', 't1'],
          ['t4', 't2'],
        ],
        bye: null,
      },
      {
        pairs: [
          ['t1', 't2'],
          ['t3', 't4'],
        ],
        bye: null,
      },
    ]);
  });

  it('gives an odd field n rounds, each with one bye', () => {
    const rounds = roundRobin(ids(3));
    expect(rounds.map((round) => round.bye)).toEqual(['t1', 't2', 't3']);
    expect(rounds.every((round) => round.pairs.length === 1)).toBe(true);
  });

  it('has nothing to play for fewer than two teams', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin(['t1'])).toEqual([{ pairs: [], bye: 't1' }]);
  });

  it('pairs every two teams exactly once, each team once a round, at most one bye each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 41 }), (count) => {
        const rounds = roundRobin(ids(count));
        expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
        const met = new Set<string>();
        const byes: string[] = [];
        for (const { pairs, bye } of rounds) {
          const seated = [...pairs.flat(), ...(bye === null ? [] : [bye])];
          expect(new Set(seated).size).toBe(count);
          expect(seated).toHaveLength(count);
          if (bye !== null) byes.push(bye);
          for (const [a, b] of pairs) met.add([a, b].sort().join('-'));
        }
        expect(new Set(byes).size).toBe(byes.length);
        expect(met.size).toBe((count * (count - 1)) / 2);
      }),
    );
  });
});

describe('roundRobinRound', () => {
  const never = () => false;

  it('is round n of the Berger table while no game of it was played', () => {
    expect(roundRobinRound(ids(4), 2, never)).toEqual(roundRobin(ids(4))[1]);
    // Past the table's last round it starts again (a double round robin).
    expect(roundRobinRound(ids(4), 4, never)).toEqual(roundRobin(ids(4))[0]);
  });

  it('is null when the field changed and the round would repeat a game', () => {
    const played = (a: string, b: string) => [a, b].sort().join() === 't1,t4';
    expect(roundRobinRound(ids(4), 1, played)).toBeNull();
    expect(roundRobinRound(ids(4), 2, played)).not.toBeNull();
  });

  it('is null for a field of fewer than two teams', () => {
    expect(roundRobinRound([], 1, never)).toBeNull();
  });
});

describe('bestTablesFirst', () => {
  it('puts the leaders on table 1, the better-ranked team first on each table', () => {
    const rankOf = new Map([
      ['t1', 4],
      ['t2', 1],
      ['t3', 3],
      ['t4', 2],
    ]);
    expect(
      bestTablesFirst(
        {
          pairs: [
            ['t1', 't3'],
            ['t4', 't2'],
          ],
          bye: null,
        },
        rankOf,
      ),
    ).toEqual({
      pairs: [
        ['t2', 't4'],
        ['t3', 't1'],
      ],
      bye: null,
    });
  });

  it('sends teams without a rank to the last tables', () => {
    const result = bestTablesFirst(
      {
        pairs: [
          ['new', 'x'],
          ['t1', 't2'],
        ],
        bye: 't9',
      },
      new Map([
        ['t1', 1],
        ['t2', 2],
      ]),
    );
    expect(result).toEqual({
      pairs: [
        ['t1', 't2'],
        ['new', 'x'],
      ],
      bye: 't9',
    });
  });
});
