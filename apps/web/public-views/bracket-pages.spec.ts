import { bracketPages, bracketPart } from './bracket-pages';

/** A bracket of `teams` slots: its rounds, each game named by its round and slot. */
const bracketOf = (teams: number) => {
  const rounds: string[][] = [];
  for (let games = teams / 2, round = 1; games >= 1; games /= 2, round += 1)
    rounds.push(Array.from({ length: games }, (_, slot) => `${round}.${slot + 1}`));
  return { rounds };
};

describe('bracketPages', () => {
  it('puts two small brackets side by side on one page', () => {
    expect(bracketPages(bracketOf(8), bracketOf(4))).toEqual([
      [
        { bracket: 'main', part: 0, parts: 1 },
        { bracket: 'consolation', part: 0, parts: 1 },
      ],
    ]);
    expect(bracketPages(bracketOf(8), bracketOf(8))).toHaveLength(1);
    expect(bracketPages(bracketOf(4), null)).toEqual([[{ bracket: 'main', part: 0, parts: 1 }]]);
  });

  it('gives each bracket its own page when together they are too wide (16 and 8)', () => {
    expect(bracketPages(bracketOf(16), bracketOf(8))).toEqual([
      [{ bracket: 'main', part: 0, parts: 1 }],
      [{ bracket: 'consolation', part: 0, parts: 1 }],
    ]);
  });

  it('shows a 32-team bracket in halves, a 64-team one in quarters', () => {
    expect(bracketPages(bracketOf(32), bracketOf(64)).map((page) => page[0])).toEqual([
      { bracket: 'main', part: 0, parts: 2 },
      { bracket: 'main', part: 1, parts: 2 },
      ...[0, 1, 2, 3].map((part) => ({ bracket: 'consolation', part, parts: 4 })),
    ]);
  });
});

describe('bracketPart', () => {
  it('is the whole bracket in one part, each game across the rows that feed it', () => {
    const part = bracketPart(bracketOf(8).rounds, 0, 1);
    expect(part.map((round) => round.map((placed) => placed.rows))).toEqual([
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ],
      [
        [0, 2],
        [2, 4],
      ],
      [[0, 4]],
    ]);
  });

  it('shows the lower half of 32: its 8 games, then its semi-final and the final', () => {
    const part = bracketPart(bracketOf(32).rounds, 1, 2);
    expect(part.map((round) => round.map((placed) => placed.game))).toEqual([
      ['1.9', '1.10', '1.11', '1.12', '1.13', '1.14', '1.15', '1.16'],
      ['2.5', '2.6', '2.7', '2.8'],
      ['3.3', '3.4'],
      ['4.2'],
      ['5.1'],
    ]);
    expect(part.at(-1)?.[0]?.rows).toEqual([0, 8]);
    expect(part.at(-2)?.[0]?.rows).toEqual([0, 8]);
  });
});
