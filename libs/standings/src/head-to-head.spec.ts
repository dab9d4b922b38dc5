import { headToHead } from './head-to-head.ts';
import { tally } from './tally.ts';
import { beat, drew, order, teamsOf } from './test-helpers.ts';
import type { GameResult } from './types.ts';

const meetingsOf = (games: GameResult[]) => tally([], games, []).meetings;

describe('headToHead', () => {
  it('scores only the games between members of the group', () => {
    const meetings = meetingsOf([beat('a', 'b'), beat('c', 'a'), drew('b', 'c'), beat('a', 'd')]);
    expect(Object.fromEntries(headToHead(['a', 'b'], meetings))).toEqual({ a: 1, b: 0 });
    expect(Object.fromEntries(headToHead(['a', 'b', 'c'], meetings))).toEqual({
      a: 1,
      b: 0.5,
      c: 1.5,
    });
  });

  it('counts every game of two teams that met twice', () => {
    const meetings = meetingsOf([beat('a', 'b'), beat('b', 'a'), beat('b', 'a')]);
    expect(Object.fromEntries(headToHead(['a', 'b'], meetings))).toEqual({ a: 1, b: 2 });
  });
});

describe('the head-to-head tiebreak', () => {
  const first = { tiebreaks: ['head-to-head' as const, 'points-difference' as const] };

  it('puts the winner of the game between two level teams first, whatever its points', () => {
    // b beat a narrowly but lost heavily to y (on 2 with a bye): a has the better points
    // difference.
    const games = [beat('b', 'a', 2000, 1990), beat('a', 'z', 3000, 0), beat('y', 'b', 3000, 0)];
    const options = { ...first, byes: ['y'] };
    expect(order(teamsOf('a', 'b', 'y', 'z'), games, options)).toEqual(['y', 'b', 'a', 'z']);
  });

  it('leaves two teams that drew level, for the next criterion', () => {
    const games = [drew('a', 'b'), beat('b', 'z', 2500, 1000), beat('a', 'y', 2000, 1000)];
    expect(order(teamsOf('a', 'b', 'y', 'z'), games, first).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('leaves two teams that never met level, for the next criterion', () => {
    const games = [beat('a', 'z', 2000, 1000), beat('b', 'y', 2500, 1000)];
    expect(order(teamsOf('a', 'b', 'y', 'z'), games, first).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('ranks three level teams by their mini-league', () => {
    // c beat a and b, b beat a; each has one more game elsewhere so all three have 2 wins.
    const games = [
      beat('c', 'a'),
      beat('c', 'b'),
      beat('b', 'a'),
      beat('a', 'x', 3000, 0),
      beat('a', 'y', 3000, 0),
      beat('b', 'z', 2500, 0),
      beat('w', 'c'),
    ];
    expect(order(teamsOf('a', 'b', 'c', 'w', 'x', 'y', 'z'), games, first).slice(0, 3)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('leaves three teams that beat each other in a circle level, for the next criterion', () => {
    const games = [
      beat('a', 'b', 2000, 1900),
      beat('b', 'c', 2000, 1500),
      beat('c', 'a', 2000, 1800),
    ];
    expect(order(teamsOf('a', 'b', 'c'), games, first)).toEqual(['b', 'a', 'c']);
  });

  it('within three level teams, puts the one that lost to both last and lets the next criterion part the others', () => {
    // a and b both beat c and never met each other; c beat x and y to be level with them, and
    // by so much that it has the best points difference of the three.
    const games = [
      beat('a', 'c'),
      beat('b', 'c'),
      beat('c', 'x', 3000, 0),
      beat('c', 'y', 3000, 0),
      beat('a', 'x', 2000, 1500),
      beat('b', 'y', 2500, 1500),
    ];
    expect(order(teamsOf('a', 'b', 'c', 'x', 'y'), games, first).slice(0, 3)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('looks only at the teams still level when it is reached', () => {
    // a, b, c beat each other in a circle; points difference puts c first and leaves a and b
    // level (−50 each). Between a and b only, b beat a. Over all three, head-to-head would
    // leave everyone level and the name would put a before b.
    const games = [
      beat('b', 'a', 1100, 1000),
      beat('a', 'c', 1050, 1000),
      beat('c', 'b', 1150, 1000),
    ];
    expect(
      order(teamsOf('a', 'b', 'c'), games, { tiebreaks: ['points-difference', 'head-to-head'] }),
    ).toEqual(['c', 'b', 'a']);
  });

  it('applies to each group of level teams on its own', () => {
    // a and b on 1 (a by a bye), b having beaten a; c and d on 2, d having beaten c.
    const games = [beat('b', 'a', 1000, 900), beat('d', 'c', 1000, 900)];
    const byes = ['a', 'c', 'c', 'd'];
    expect(
      order(teamsOf('a', 'b', 'c', 'd'), games, { byes, tiebreaks: ['head-to-head'] }),
    ).toEqual(['d', 'c', 'b', 'a']);
  });
});
