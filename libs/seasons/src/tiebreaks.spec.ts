import { event, ranked } from './test-helpers.ts';
import type { SeasonRule } from './types.ts';
import type { SeasonTiebreak } from './tiebreaks.ts';

/** 3 for the winner, 1 for the second, nothing after. */
const rule = (tiebreaks: SeasonTiebreak[]): SeasonRule => ({
  scale: { kind: 'table', points: [3, 1] },
  tiebreaks,
});

describe('the season tiebreaks', () => {
  // All on 3 points: ana, cy and dan won an event each; bob was second of all three.
  const oneWinOrThreeSeconds = [
    event('e1', 'ana', 'bob'),
    event('e2', 'cy', 'bob'),
    event('e3', 'dan', 'bob'),
  ];

  it.each<[SeasonTiebreak[], string[]]>([
    [[], ['1-4 ana 3', '1-4 bob 3', '1-4 cy 3', '1-4 dan 3']],
    [['events-played'], ['1 bob 3', '2-4 ana 3', '2-4 cy 3', '2-4 dan 3']],
    [['best-place'], ['1-3 ana 3', '1-3 cy 3', '1-3 dan 3', '4 bob 3']],
    [['first-places'], ['1-3 ana 3', '1-3 cy 3', '1-3 dan 3', '4 bob 3']],
    [['head-to-head'], ['1-3 ana 3', '1-3 cy 3', '1-3 dan 3', '4 bob 3']],
    [
      ['best-place', 'events-played'],
      ['1-3 ana 3', '1-3 cy 3', '1-3 dan 3', '4 bob 3'],
    ],
    [
      ['events-played', 'best-place'],
      ['1 bob 3', '2-4 ana 3', '2-4 cy 3', '2-4 dan 3'],
    ],
  ])('with %j, one win or three second places rank so', (tiebreaks, expected) => {
    expect(ranked(rule(tiebreaks), oneWinOrThreeSeconds)).toEqual(expected);
  });

  // ana won twice (6); bob won once and was second three times (6); cy and dan won once and
  // were second once (4), never in the same event.
  const twoWinsOrOneAndSeconds = [
    event('e1', 'ana', 'bob'),
    event('e2', 'ana', 'cy'),
    event('e3', 'bob', 'dan'),
    event('e4', 'cy', 'bob'),
    event('e5', 'dan', 'bob'),
  ];

  it.each<[SeasonTiebreak[], string[]]>([
    [['best-place'], ['1-2 ana 6', '1-2 bob 6', '3-4 cy 4', '3-4 dan 4']],
    [['first-places'], ['1 ana 6', '2 bob 6', '3-4 cy 4', '3-4 dan 4']],
    [
      ['best-place', 'first-places'],
      ['1 ana 6', '2 bob 6', '3-4 cy 4', '3-4 dan 4'],
    ],
    [
      ['events-played', 'first-places'],
      ['1 bob 6', '2 ana 6', '3-4 cy 4', '3-4 dan 4'],
    ],
    [['head-to-head'], ['1 ana 6', '2 bob 6', '3-4 cy 4', '3-4 dan 4']],
  ])('with %j, two wins or a win and seconds rank so', (tiebreaks, expected) => {
    expect(ranked(rule(tiebreaks), twoWinsOrOneAndSeconds)).toEqual(expected);
  });

  it('uses every tiebreak in the default order: events played first', () => {
    expect(ranked({ scale: rule([]).scale }, twoWinsOrOneAndSeconds)).toEqual([
      '1 bob 6',
      '2 ana 6',
      '3-4 cy 4',
      '3-4 dan 4',
    ]);
  });

  describe('head-to-head', () => {
    it('leaves a cycle level: each of three placed ahead of each other as often', () => {
      const cycle = [
        event('e1', 'ana', 'bob', 'cy'),
        event('e2', 'bob', 'cy', 'ana'),
        event('e3', 'cy', 'ana', 'bob'),
      ];
      expect(ranked(rule(['head-to-head']), cycle)).toEqual(['1-3 ana 4', '1-3 bob 4', '1-3 cy 4']);
    });

    it('scores 1 for placed ahead in an event both played, ½ each for placed equal', () => {
      // ana and bob on 5: e1 ana ahead, e2 bob ahead, e3 both 3rd, e4 ana ahead: 2½ to 1½.
      const season = [
        event('e1', 'ana', 'bob'),
        event('e2', 'bob', 'ana'),
        event('e3', 'x', 'y', ['ana', 3], ['bob', 3]),
        event('e4', 'z', 'ana', 'bob'),
        event('e5', 'w', 'bob'),
      ];
      expect(ranked(rule(['head-to-head']), season).slice(0, 2)).toEqual(['1 ana 5', '2 bob 5']);
    });

    it('counts only the events against the others still level', () => {
      // ana and bob on 4, bob ahead in e1; ana was ahead of cy (0 points) twice, which does
      // not count: cy is not level with them.
      const season = [
        event('e1', 'bob', 'ana'),
        event('e2', 'ana', 'x'),
        event('e3', 'z', 'bob'),
        event('e4', 'q', 'r', 'ana', 'cy'),
        event('e5', 's', 't', 'ana', 'cy'),
      ];
      expect(ranked(rule(['head-to-head']), season).slice(0, 2)).toEqual(['1 bob 4', '2 ana 4']);
    });
  });

  it('looks at every event played, dropped results included', () => {
    // best 1 result: ana and bob both count a win (3); ana also played e3.
    const season = [event('e1', 'ana'), event('e2', 'bob'), event('e3', 'cy', 'ana')];
    const best: SeasonRule = { ...rule(['events-played']), bestResults: 1 };
    expect(ranked(best, season)).toEqual(['1 ana 3', '2-3 bob 3', '2-3 cy 3']);
  });
});
