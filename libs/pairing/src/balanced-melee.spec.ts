import fc from 'fast-check';
import { drawBalancedMelee, type BalancedMeleeInput } from './balanced-melee.ts';
import type { MeleeDraw, MeleePastRound } from './melee-types.ts';

const input = (
  ratings: Record<string, number | undefined>,
  more: Partial<BalancedMeleeInput> = {},
): BalancedMeleeInput => ({
  players: Object.keys(ratings).map((id) => ({ id })),
  history: [],
  round: 1,
  seed: 7,
  ratings: new Map(
    Object.entries(ratings).flatMap(([id, rating]) => (rating === undefined ? [] : [[id, rating]])),
  ),
  defaultRating: 1500,
  ...more,
});

const tablesOf = (draw: MeleeDraw) =>
  draw.tables.map((table) => `${table.pairA.join('+')} v ${table.pairB.join('+')}`);

describe('drawBalancedMelee', () => {
  it('pairs the strongest with the weakest, and seats the two strongest pairs at table 1', () => {
    // Ranked: ana 2100, bob 1900, cy 1600, dan 1550, eve 1450, fay 1300, gus 1250, hal 1000.
    // Pairs: ana+hal 3100, bob+gus 3150, cy+fay 2900, dan+eve 3000.
    const draw = drawBalancedMelee(
      input({
        eve: 1450,
        ana: 2100,
        hal: 1000,
        cy: 1600,
        gus: 1250,
        bob: 1900,
        fay: 1300,
        dan: 1550,
      }),
    );
    expect(tablesOf(draw)).toEqual(['bob+gus v ana+hal', 'dan+eve v cy+fay']);
    expect(draw.tables[0]?.seats).toEqual({ north: 'bob', east: 'ana', south: 'gus', west: 'hal' });
    expect(draw.satOut).toEqual([]);
  });

  it('rates a player without a rating at the default rating', () => {
    // new counts 1500: ranked ana 1800, new 1500, bob 1400, cy 1200.
    expect(
      tablesOf(drawBalancedMelee(input({ ana: 1800, bob: 1400, cy: 1200, new: undefined }))),
    ).toEqual(['ana+cy v new+bob']);
    expect(
      tablesOf(
        drawBalancedMelee(
          input({ ana: 1800, bob: 1400, cy: 1200, new: undefined }, { defaultRating: 1000 }),
        ),
      ),
    ).toEqual(['ana+new v bob+cy']);
  });

  it('makes n mod 4 players sit out, by the seed, the same seed the same draw', () => {
    const ratings = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((id, at) => [id, 1000 + 100 * at]),
    );
    const draw = drawBalancedMelee(input(ratings));
    expect(draw.satOut).toHaveLength(2);
    expect(draw.tables).toHaveLength(2);
    expect(drawBalancedMelee(input(ratings))).toEqual(draw);
    const others = [1, 2, 3, 4, 5].map(
      (seed) => drawBalancedMelee(input(ratings, { seed })).satOut,
    );
    expect(new Set(others.map((ids) => ids.join())).size).toBeGreaterThan(1);
  });

  it('sits out first those who sat out least', () => {
    const history: MeleePastRound[] = [
      { tables: [{ pairA: ['a', 'b'], pairB: ['c', 'd'] }], satOut: ['e'] },
    ];
    const draw = drawBalancedMelee(
      input({ a: 1500, b: 1500, c: 1500, d: 1500, e: 1500 }, { history, round: 2 }),
    );
    expect(draw.satOut).toHaveLength(1);
    expect(draw.satOut).not.toContain('e');
  });

  it('refuses fewer than four players, as the draw does', () => {
    expect(() => drawBalancedMelee(input({ a: 1, b: 2, c: 3 }))).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_PLAYERS' }),
    );
  });

  it('places every present player once, sits out n mod 4, and seats stronger tables first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 800, max: 2400 }), { nil: undefined }), {
          minLength: 4,
          maxLength: 60,
        }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (ratings, seed) => {
          const given = Object.fromEntries(ratings.map((rating, at) => [`p${at}`, rating]));
          const balanced = input(given, { seed });
          const draw = drawBalancedMelee(balanced);
          const placed = [
            ...draw.tables.flatMap((table) => [...table.pairA, ...table.pairB]),
            ...draw.satOut,
          ];
          expect([...placed].sort()).toEqual(Object.keys(given).sort());
          expect(draw.satOut).toHaveLength(ratings.length % 4);
          const rating = (id: string) => balanced.ratings.get(id) ?? balanced.defaultRating;
          const strength = (pair: readonly [string, string]) => rating(pair[0]) + rating(pair[1]);
          for (let at = 1; at < draw.tables.length; at += 1) {
            const before = draw.tables[at - 1]!;
            expect(strength(draw.tables[at]!.pairA)).toBeLessThanOrEqual(strength(before.pairB));
          }
          for (const table of draw.tables)
            for (const [strong, weak] of [table.pairA, table.pairB])
              expect(rating(strong)).toBeGreaterThanOrEqual(rating(weak));
        },
      ),
    );
  });
});
