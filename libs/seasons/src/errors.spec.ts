import { rankSeason } from './ranking.ts';
import { event, TABLE } from './test-helpers.ts';
import type { SeasonEvent, SeasonRanking, SeasonRule } from './types.ts';

/** The code and field of the SeasonError thrown, or 'none'. */
function errorOf(rule: SeasonRule, events: SeasonEvent[], by: SeasonRanking = 'player') {
  try {
    rankSeason(rule, events, by);
    return 'none';
  } catch (error) {
    const { code, field } = error as { code: string; field: string };
    return `${code} ${field}`;
  }
}

const season = [event('e1', 'ana+bob', 'cy+dan')];

describe('rankSeason refuses a rule', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown scale', { scale: { kind: 'fibonacci' } }, 'INVALID_RULE scale.kind'],
    ['no scale', { scale: undefined }, 'INVALID_RULE scale.kind'],
    [
      'negative points in the table',
      { scale: { kind: 'table', points: [10, -1] } },
      'INVALID_RULE scale.points[1]',
    ],
    [
      'a table that is not a list',
      { scale: { kind: 'table', points: 10 } },
      'INVALID_RULE scale.points',
    ],
    [
      'points beyond the table that are not a number',
      { scale: { kind: 'table', points: [], beyond: Number.NaN } },
      'INVALID_RULE scale.beyond',
    ],
    ['a negative base', { scale: { kind: 'field', base: -5 } }, 'INVALID_RULE scale.base'],
    [
      'negative points for taking part',
      { participationPoints: -1 },
      'INVALID_RULE participationPoints',
    ],
    ['no best result', { bestResults: 0 }, 'INVALID_RULE bestResults'],
    ['best 2.5 results', { bestResults: 2.5 }, 'INVALID_RULE bestResults'],
    ['no club member counted', { clubMembers: 0 }, 'INVALID_RULE clubMembers'],
    ['an unknown withdrawn result', { withdrawn: 'half' }, 'INVALID_RULE withdrawn'],
    ['an unknown tiebreak', { tiebreaks: ['best-place', 'age'] }, 'UNKNOWN_TIEBREAK tiebreaks[1]'],
    [
      'a tiebreak listed twice',
      { tiebreaks: ['best-place', 'head-to-head', 'best-place'] },
      'DUPLICATE_TIEBREAK tiebreaks[2]',
    ],
  ])('with %s', (_, change, expected) => {
    expect(errorOf({ scale: TABLE, ...change } as SeasonRule, season)).toBe(expected);
  });

  it('accepts every option at its limits', () => {
    const rule: SeasonRule = {
      scale: { kind: 'field', base: 0 },
      participationPoints: 0,
      bestResults: 1,
      clubMembers: 1,
      withdrawn: 'no-result',
      tiebreaks: [],
    };
    expect(errorOf(rule, season)).toBe('none');
  });
});

describe('rankSeason refuses placings', () => {
  const rule = { scale: TABLE };

  it.each<[string, SeasonEvent[], string]>([
    ['an event twice', [event('e1', 'ana'), event('e1', 'bob')], 'DUPLICATE_EVENT events[1].id'],
    [
      'an entry of three',
      [event('e1', 'ana+bob', 'cy+dan+eve')],
      'INVALID_ENTRY events[0].entries[1].people',
    ],
    [
      'an entry of nobody',
      [{ id: 'e1', entries: [{ people: [], place: 1 }] }],
      'INVALID_ENTRY events[0].entries[0].people',
    ],
    [
      'a person twice in an entry',
      [event('e1', 'ana+bob'), event('e2', 'cy+cy')],
      'INVALID_ENTRY events[1].entries[0].people',
    ],
    [
      'a person in two entries',
      [event('e1', 'ana+bob', 'cy+ana')],
      'DUPLICATE_PERSON events[0].entries[1].people[1]',
    ],
    [
      'a place beyond the field',
      [event('e1', 'ana+bob', ['cy+dan', 3])],
      'INVALID_PLACE events[0].entries[1].place',
    ],
    ['a place 0', [event('e1', ['ana+bob', 0])], 'INVALID_PLACE events[0].entries[0].place'],
    ['a place 1.5', [event('e1', 'ana', ['bob', 1.5])], 'INVALID_PLACE events[0].entries[1].place'],
    [
      'no place for an entry that took part',
      [event('e1', 'ana', { team: 'bob', place: undefined })],
      'INVALID_PLACE events[0].entries[1].place',
    ],
    [
      'a field size that is not a whole number',
      [{ ...event('e1', 'ana'), fieldSize: 2.5 }],
      'INVALID_FIELD_SIZE events[0].fieldSize',
    ],
    [
      'a field size below a place',
      [{ ...event('e1', 'ana', 'bob', 'cy'), fieldSize: 2 }],
      'INVALID_PLACE events[0].entries[2].place',
    ],
  ])('with %s', (_, events, expected) => {
    expect(errorOf(rule, events)).toBe(expected);
  });

  it('accepts an entry that did not take part without a place, its people again elsewhere', () => {
    const events = [event('e1', 'ana+bob', { team: 'cy+ana', place: undefined, tookPart: false })];
    expect(errorOf(rule, events)).toBe('none');
  });

  it('refuses an unknown ranking', () => {
    expect(errorOf(rule, season, 'family' as SeasonRanking)).toBe('UNKNOWN_RANKING by');
  });
});
