import { describeField } from './swiss-field.ts';
import { byeWeight, RANK_GAP_CAP, tableWeight, weighField } from './swiss-weights.ts';
import { team } from './test-helpers.ts';

/** `size` teams ranked by score, scores 9, 8.5, … 0 in turn, `clubs` clubs (0: none). */
function field(size: number, clubs = 0) {
  const teams = Array.from({ length: size }, (_, i) =>
    team(`t${i}`, 9 - ((i * 19) / size) * 0.5, [], 0, clubs > 0 ? `c${i % clubs}` : undefined),
  ).map((t) => ({ ...t, score: Math.round(t.score * 2) / 2 }));
  return describeField(teams, { avoidSameClub: clubs > 0 });
}

describe('weighField', () => {
  it('keeps every level exact on the whole field, with no tolerance, for 1000 teams', () => {
    const weighting = weighField(field(1000), false, true);
    expect(weighting).toMatchObject({ tolerance: 0, spreadStep: 1, unit: { rankGap: 1 } });
  });

  it('leaves 2000 teams their rank gaps, below a band for the tolerance of the certificate', () => {
    const weighting = weighField(field(2000), false, false);
    const tables = 1000;
    expect(weighting.unit.rankGap).toBe(1);
    expect(weighting.tolerance).toBeGreaterThan(0);
    // One unit of any level above outweighs a whole pairing's rank gaps plus the tolerance.
    expect(weighting.unit.byeRank).toBeGreaterThan(
      (2 * RANK_GAP_CAP ** 2 + weighting.tolerance) * tables,
    );
  });

  it('drops the rank gaps first, and their tolerance, when 40 clubs share 2001 teams', () => {
    const weighting = weighField(field(2001, 40), false, false);
    expect(weighting).toMatchObject({ tolerance: 0, spreadStep: 1, unit: { rankGap: 0 } });
    expect(weighting.unit.byeRank).toBeGreaterThan(0);
    expect(weighting.unit.club).toBeGreaterThan(0);
  });

  it('counts squared differences in steps only when scores run into the millions', () => {
    const scored = (step: number) =>
      Array.from({ length: 2000 }, (_, i) => team(`t${i}`, 2000 * step - i * step));
    expect(weighField(describeField(scored(50), {}), false, false).spreadStep).toBe(1);
    expect(weighField(describeField(scored(5000), {}), false, false)).toMatchObject({
      unit: { rankGap: 0, byeRank: 0 },
    });
    expect(weighField(describeField(scored(5000), {}), false, false).spreadStep).toBeGreaterThan(1);
  });
});

describe('tableWeight and byeWeight', () => {
  const teams = [
    team('a', 3, ['b'], 0, 'Lyon'),
    team('b', 3, ['a'], 0, 'Nice'),
    team('c', 2, [], 0, 'Lyon'),
    team('d', 2, [], 1, 'Nice'),
    team('e', 1),
  ];
  const facts = describeField(teams, { avoidSameClub: true });
  const weighting = weighField(facts, true, true);

  it('orders tables by rematch, then club, then squared difference, then rank gap', () => {
    const weights = [
      tableWeight(facts, weighting, 1, 3), // b–d: neighbours two ranks apart
      tableWeight(facts, weighting, 2, 3), // c–d: same score, next rank
      tableWeight(facts, weighting, 0, 2), // a–c: one point apart, same club
      tableWeight(facts, weighting, 0, 1), // a–b: a rematch
    ];
    expect(weights[1]).toBeGreaterThan(weights[0] as number);
    expect([...weights].sort((x, y) => y - x)).toEqual([
      weights[1],
      weights[0],
      weights[2],
      weights[3],
    ]);
  });

  it('prefers the bye for the fewest byes, then the lowest score, then the lowest rank', () => {
    const [a, b, c, d, e] = [0, 1, 2, 3, 4].map((i) => byeWeight(facts, weighting, i));
    expect(e).toBeGreaterThan(c as number); // score 1 before score 2
    expect(c).toBeGreaterThan(d as number); // d has had a bye
    expect(b).toBeGreaterThan(a as number); // same key: the lower-ranked first
  });
});
