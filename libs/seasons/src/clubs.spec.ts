import { rankSeason } from './ranking.ts';
import { event, ranked, TABLE } from './test-helpers.ts';
import type { SeasonRule } from './types.ts';

describe('rankSeason by club', () => {
  // e1: red's ana and bob won (10 each); blue's cy with red's dan second (7 each); blue's eve 3rd.
  const e1 = event('e1', 'ana@red+bob@red', 'cy@blue+dan@red', 'eve@blue+fay');

  it('adds up every member’s result in an event: a team of two members counts twice', () => {
    expect(ranked({ scale: TABLE }, [e1], 'club')).toEqual(['1 red 27', '2 blue 12']);
  });

  it('counts the M best members of each event with clubMembers', () => {
    expect(ranked({ scale: TABLE, clubMembers: 1 }, [e1], 'club')).toEqual([
      '1 red 10',
      '2 blue 7',
    ]);
  });

  it('lists the members counted in each event, best first, and every member who scored', () => {
    const [red, blue] = rankSeason({ scale: TABLE, clubMembers: 2 }, [e1], 'club');
    expect(red?.counted).toEqual([
      {
        event: 'e1',
        place: 1,
        points: 20,
        withdrawn: false,
        members: [
          { person: 'ana', place: 1, points: 10, withdrawn: false },
          { person: 'bob', place: 1, points: 10, withdrawn: false },
        ],
      },
    ]);
    expect(red?.people).toEqual(['ana', 'bob', 'dan']);
    expect(blue).toMatchObject({ people: ['cy', 'eve'], points: 12, bestPlace: 2 });
  });

  it('ranks no club for people without one', () => {
    expect(ranked({ scale: TABLE }, [event('e1', 'ana+bob')], 'club')).toEqual([]);
  });

  it('keeps the best K events of each club, as for players', () => {
    const e2 = event('e2', 'cy@blue+eve@blue', 'ana@red+bob@red');
    const rule: SeasonRule = { scale: TABLE, bestResults: 1 };
    const rows = rankSeason(rule, [e1, e2], 'club');
    expect(rows.map((row) => [row.id, row.points, row.counted.map((r) => r.event)])).toEqual([
      ['red', 27, ['e1']],
      ['blue', 20, ['e2']],
    ]);
  });

  describe('a withdrawn member', () => {
    const season = [event('e1', 'ana@red', { team: 'bob@blue', withdrawn: true }, 'cy@blue')];

    it('gives its club the points for taking part only, unless as-placed', () => {
      const rule: SeasonRule = { scale: TABLE, participationPoints: 1 };
      expect(ranked(rule, season, 'club')).toEqual(['1 red 11', '2 blue 7']);
      expect(ranked({ ...rule, withdrawn: 'as-placed' }, season, 'club')).toEqual([
        '1 blue 14',
        '2 red 11',
      ]);
    });

    it('gives the club its best place among the members who did not withdraw', () => {
      const [, blue] = rankSeason({ scale: TABLE }, season, 'club');
      expect(blue?.counted[0]).toMatchObject({ place: 3, withdrawn: false });
      expect(blue?.bestPlace).toBe(3);
    });

    it('makes the club’s result withdrawn when all its members withdrew', () => {
      const alone = [event('e1', 'ana@red', { team: 'bob@blue', withdrawn: true })];
      const [, blue] = rankSeason({ scale: TABLE }, alone, 'club');
      expect(blue?.counted[0]).toMatchObject({ place: 2, withdrawn: true });
      expect(blue?.bestPlace).toBeNull();
    });
  });
});
