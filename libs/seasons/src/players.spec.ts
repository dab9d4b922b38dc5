import { rankSeason } from './ranking.ts';
import { event, ranked, TABLE } from './test-helpers.ts';
import type { SeasonRule } from './types.ts';

describe('rankSeason by player', () => {
  it('gives each player of a team the team’s place', () => {
    const rows = rankSeason({ scale: TABLE }, [event('e1', 'ana+bob', 'cy+dan')], 'player');
    expect(rows.map(({ id, points, people }) => [id, points, people])).toEqual([
      ['ana', 10, ['ana']],
      ['bob', 10, ['bob']],
      ['cy', 7, ['cy']],
      ['dan', 7, ['dan']],
    ]);
  });

  it('ranks a mêlée’s players, each its own entry', () => {
    expect(ranked({ scale: TABLE }, [event('e1', 'ana', 'bob', 'cy', 'dan')])).toEqual([
      '1 ana 10',
      '2 bob 7',
      '3 cy 5',
      '4 dan 3',
    ]);
  });

  it('adds up a player’s results across events, whoever its partner', () => {
    const season = [event('e1', 'ana+bob', 'cy+dan'), event('e2', 'ana+cy', 'bob+dan')];
    expect(ranked({ scale: TABLE }, season)).toEqual([
      '1 ana 20',
      '2-3 bob 17',
      '2-3 cy 17',
      '4 dan 14',
    ]);
  });

  it('gives entries placed equal the same points: the two beaten semi-finalists are both 3rd', () => {
    const season = [event('e1', 'a1+a2', 'b1+b2', ['c1+c2', 3], ['d1+d2', 3], 'e1+e2')];
    const points = Object.fromEntries(
      rankSeason({ scale: TABLE }, season, 'player').map((row) => [row.id, row.points]),
    );
    expect(points).toMatchObject({ c1: 5, c2: 5, d1: 5, d2: 5, e1: 3 });
  });

  describe('the field scale', () => {
    const season = [event('e1', 'ana', 'bob', 'cy'), event('e2', 'bob', 'ana')];

    it('scores N − rank + 1, N the entries that took part', () => {
      // ana 3 + 1, bob 2 + 2: level on everything, each ahead of the other once.
      expect(ranked({ scale: { kind: 'field' } }, season)).toEqual([
        '1-2 ana 4',
        '1-2 bob 4',
        '3 cy 1',
      ]);
    });

    it('scores base + N − rank + 1', () => {
      expect(ranked({ scale: { kind: 'field', base: 10 } }, season)).toEqual([
        '1-2 ana 24',
        '1-2 bob 24',
        '3 cy 11',
      ]);
    });

    it('takes the field size given rather than the entries listed', () => {
      const given = [{ ...event('e1', 'ana', 'bob'), fieldSize: 30 }];
      expect(ranked({ scale: { kind: 'field' } }, given)).toEqual(['1 ana 30', '2 bob 29']);
    });

    it('does not count an entry that did not take part in N', () => {
      const noShow = [event('e1', 'ana', 'bob', { team: 'cy', place: undefined, tookPart: false })];
      expect(ranked({ scale: { kind: 'field' } }, noShow)).toEqual(['1 ana 2', '2 bob 1']);
    });
  });

  it('adds the points for taking part to every result, the last place included', () => {
    const rule: SeasonRule = { scale: { kind: 'table', points: [10] }, participationPoints: 2 };
    expect(ranked(rule, [event('e1', 'ana', 'bob'), event('e2', 'ana')])).toEqual([
      '1 ana 24',
      '2 bob 2',
    ]);
  });

  it('counts the best K results and says which are dropped', () => {
    const season = [
      event('e1', 'ana', 'bob'),
      event('e2', 'bob', 'ana'),
      event('e3', 'ana', 'bob'),
    ];
    const [ana] = rankSeason({ scale: TABLE, bestResults: 2 }, season, 'player');
    expect(ana).toMatchObject({ id: 'ana', points: 20, events: 3 });
    expect(ana?.counted.map((result) => result.event)).toEqual(['e1', 'e3']);
    expect(ana?.dropped).toEqual([{ event: 'e2', place: 2, points: 7, withdrawn: false }]);
  });

  it('has no row for a player who never took part', () => {
    const season = [event('e1', 'ana', { team: 'bob', place: undefined, tookPart: false })];
    expect(ranked({ scale: TABLE }, season)).toEqual(['1 ana 10']);
  });

  describe('a withdrawn result', () => {
    // bob withdrew from e2, placed 2nd of 3 when the standings were final.
    const season = [
      event('e1', 'cy', 'ana', 'bob'),
      event('e2', 'ana', { team: 'bob', withdrawn: true }, 'cy'),
    ];
    const rule = (withdrawn: SeasonRule['withdrawn']): SeasonRule => ({
      scale: TABLE,
      participationPoints: 1,
      withdrawn,
    });

    it.each<[SeasonRule['withdrawn'], string[], number]>([
      ['as-placed', ['1 ana 19', '2 cy 17', '3 bob 14'], 2],
      ['participation-only', ['1 ana 19', '2 cy 17', '3 bob 7'], 2],
      [undefined, ['1 ana 19', '2 cy 17', '3 bob 7'], 2],
      ['no-result', ['1 ana 19', '2 cy 17', '3 bob 6'], 1],
    ])('%s scores it as such', (withdrawn, expected, bobEvents) => {
      expect(ranked(rule(withdrawn), season)).toEqual(expected);
      const bob = rankSeason(rule(withdrawn), season, 'player').find((row) => row.id === 'bob');
      expect(bob?.events).toBe(bobEvents);
    });

    it('keeps its place for the tiebreaks only as-placed', () => {
      const rows = (withdrawn: SeasonRule['withdrawn']) =>
        rankSeason(
          rule(withdrawn),
          [event('e1', 'ana', { team: 'bob', withdrawn: true })],
          'player',
        );
      expect(rows('as-placed')[1]).toMatchObject({ id: 'bob', bestPlace: 2, points: 8 });
      expect(rows('participation-only')[1]).toMatchObject({
        id: 'bob',
        bestPlace: null,
        points: 1,
      });
      expect(rows('participation-only')[1]?.counted).toEqual([
        { event: 'e1', place: 2, points: 1, withdrawn: true },
      ]);
    });
  });
});
