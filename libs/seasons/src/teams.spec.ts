import { rankSeason } from './ranking.ts';
import { teamId } from './results.ts';
import { event, ranked, TABLE } from './test-helpers.ts';

describe('teamId', () => {
  it('is the same for two people in either order', () => {
    expect(teamId(['bob', 'ana'])).toBe(teamId(['ana', 'bob']));
  });

  it('cannot be made up by ids that hold a separator', () => {
    expect(teamId(['a,b', 'c'])).not.toBe(teamId(['a', 'b,c']));
  });
});

describe('rankSeason by team', () => {
  const anaBob = teamId(['ana', 'bob']);
  const cyDan = teamId(['cy', 'dan']);
  const anaCy = teamId(['ana', 'cy']);
  const bobDan = teamId(['bob', 'dan']);

  it('adds up a pair’s results only when the same two people played together', () => {
    const season = [
      event('e1', 'ana+bob', 'cy+dan'),
      event('e2', 'bob+ana', 'dan+cy'),
      event('e3', 'ana+cy', 'bob+dan'),
    ];
    expect(ranked({ scale: TABLE }, season, 'team')).toEqual([
      `1 ${anaBob} 20`,
      `2 ${cyDan} 14`,
      `3 ${anaCy} 10`,
      `4 ${bobDan} 7`,
    ]);
  });

  it('lists the two people of each team, ordered by id', () => {
    const [row] = rankSeason({ scale: TABLE }, [event('e1', 'bob+ana')], 'team');
    expect(row).toMatchObject({ id: anaBob, people: ['ana', 'bob'], events: 1 });
  });

  it('leaves out the entries of one person: a mêlée has no teams', () => {
    expect(ranked({ scale: TABLE }, [event('e1', 'eve', 'ana+bob')], 'team')).toEqual([
      `1 ${anaBob} 7`,
    ]);
  });
});
