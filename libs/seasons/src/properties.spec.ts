import fc from 'fast-check';
import { rankSeason, SEASON_RANKINGS } from './ranking.ts';
import { SEASON_TIEBREAKS, type SeasonTiebreak } from './tiebreaks.ts';
import type { EventEntry, SeasonEvent, SeasonRanking, SeasonRow, SeasonRule } from './types.ts';

const PEOPLE = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
const clubOf = (person: string) => `c${Number(person.slice(1)) % 3}`;

/** Any rule: either scale, points for taking part, K, M, withdrawn results, tiebreaks. */
const rule: fc.Arbitrary<SeasonRule> = fc.record({
  scale: fc.oneof(
    fc.record({
      kind: fc.constant('table' as const),
      points: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 5 }),
      beyond: fc.integer({ min: 0, max: 10 }),
    }),
    fc.record({ kind: fc.constant('field' as const), base: fc.integer({ min: 0, max: 20 }) }),
  ),
  participationPoints: fc.integer({ min: 0, max: 5 }),
  bestResults: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  clubMembers: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  withdrawn: fc.constantFrom(
    'as-placed' as const,
    'participation-only' as const,
    'no-result' as const,
  ),
  tiebreaks: fc.shuffledSubarray<SeasonTiebreak>([...SEASON_TIEBREAKS]),
});

/**
 * Any event: some of the people, in entries of one or two, placed 1..n with ties (an entry tied
 * with the one before shares its place), some withdrawn, some that never took part.
 */
const eventOf = (id: string): fc.Arbitrary<SeasonEvent> =>
  fc
    .record({
      people: fc.shuffledSubarray(PEOPLE, { minLength: 1 }),
      pairs: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      tied: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      withdrawn: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      absent: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    })
    .map(({ people, pairs, tied, withdrawn, absent }) => {
      const teams: string[][] = [];
      for (let start = 0; start < people.length; start += teams.at(-1)?.length ?? 1)
        teams.push(people.slice(start, pairs[start] ? start + 2 : start + 1));
      const entries: EventEntry[] = [];
      let placed = 0;
      let lastPlace = 1;
      teams.forEach((team, index) => {
        const people = team.map((person) => ({ id: person, club: clubOf(person) }));
        if (absent[index] && index > 0) entries.push({ people, tookPart: false });
        else {
          placed += 1;
          lastPlace = tied[index] && placed > 1 ? lastPlace : placed;
          entries.push({ people, place: lastPlace, withdrawn: withdrawn[index] ?? false });
        }
      });
      return { id, entries };
    });

const season: fc.Arbitrary<SeasonEvent[]> = fc
  .integer({ min: 1, max: 5 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => eventOf(`e${index}`))));

const kind = fc.constantFrom<SeasonRanking>(...SEASON_RANKINGS);
const ranking = (rows: SeasonRow[]) =>
  rows.map(({ id, rank, rankTo, points, events }) => ({ id, rank, rankTo, points, events }));

describe('rankSeason, for any season', () => {
  it('never counts more than K results, and counts or drops every event played', () => {
    fc.assert(
      fc.property(rule, season, kind, (rule, events, by) => {
        for (const row of rankSeason(rule, events, by)) {
          expect(row.counted.length).toBeLessThanOrEqual(rule.bestResults ?? Infinity);
          expect(row.counted.length + row.dropped.length).toBe(row.events);
          expect(row.points).toBe(row.counted.reduce((sum, result) => sum + result.points, 0));
        }
      }),
    );
  });

  it('never lowers anyone’s total when an event is added', () => {
    fc.assert(
      fc.property(rule, season, eventOf('added'), kind, (rule, events, added, by) => {
        const before = new Map(rankSeason(rule, events, by).map((row) => [row.id, row.points]));
        for (const row of rankSeason(rule, [...events, added], by))
          expect(row.points).toBeGreaterThanOrEqual(before.get(row.id) ?? 0);
      }),
    );
  });

  it('gives the same ranking whatever the order of the events', () => {
    const shuffledSeason = season.chain((events) =>
      fc.tuple(
        fc.constant(events),
        fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
      ),
    );
    fc.assert(
      fc.property(rule, shuffledSeason, kind, (rule, [events, shuffled], by) => {
        expect(ranking(rankSeason(rule, shuffled, by))).toEqual(
          ranking(rankSeason(rule, events, by)),
        );
      }),
    );
  });

  it('orders rows on points, each rank 1 + the rows ahead, shared by rows level', () => {
    fc.assert(
      fc.property(rule, season, kind, (rule, events, by) => {
        const rows = rankSeason(rule, events, by);
        rows.forEach((row, index) => {
          const ahead = rows.filter((other) => other.rank < row.rank).length;
          const level = rows.filter((other) => other.rank === row.rank).length;
          expect(row.rank).toBe(ahead + 1);
          expect(row.rankTo).toBe(row.rank + level - 1);
          expect(index + 1).toBeGreaterThanOrEqual(row.rank);
          expect(index + 1).toBeLessThanOrEqual(row.rankTo);
          expect(rows[index - 1]?.points ?? Infinity).toBeGreaterThanOrEqual(row.points);
        });
      }),
    );
  });

  it('gives players placed equal in an event the same points there', () => {
    fc.assert(
      fc.property(rule, season, (rule, events) => {
        const byPlace = new Map<string, number>();
        for (const row of rankSeason(rule, events, 'player'))
          for (const result of [...row.counted, ...row.dropped]) {
            if (result.withdrawn) continue;
            const key = `${result.event} ${result.place}`;
            expect(byPlace.get(key) ?? result.points).toBe(result.points);
            byPlace.set(key, result.points);
          }
      }),
    );
  });
});
