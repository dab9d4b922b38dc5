import { drawNumber } from './draw.ts';
import { order, teamsOf } from './test-helpers.ts';

const ids = ['ana', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'];
const teams = teamsOf(...ids);

describe('drawNumber', () => {
  it('is a 32-bit unsigned integer, the same for the same seed and team', () => {
    const drawn = drawNumber(20240601, 'team-1');
    expect(Number.isInteger(drawn) && drawn >= 0 && drawn < 2 ** 32).toBe(true);
    expect(drawNumber(20240601, 'team-1')).toBe(drawn);
  });

  it('differs for another seed or another team', () => {
    expect(drawNumber(1, 'team-1')).not.toBe(drawNumber(2, 'team-1'));
    expect(drawNumber(1, 'team-1')).not.toBe(drawNumber(1, 'team-2'));
  });
});

describe('the random draw, last criterion', () => {
  it('orders teams level on everything by their drawn number, lowest first', () => {
    const seed = 42;
    const byNumber = [...ids].sort((a, b) => drawNumber(seed, a) - drawNumber(seed, b));
    expect(order(teams, [], { drawSeed: seed })).toEqual(byNumber);
  });

  it('gives the same order for the same seed, whatever the order of the input', () => {
    expect(order([...teams].reverse(), [], { drawSeed: 7 })).toEqual(
      order(teams, [], { drawSeed: 7 }),
    );
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => order(teams, [], { drawSeed: seed }).join()),
    );
    expect(orders.size).toBeGreaterThan(15);
  });

  it('does not reorder the others when a team enters late', () => {
    const before = order(teams, [], { drawSeed: 99 });
    const after = order([...teams, ...teamsOf('late')], [], { drawSeed: 99 });
    expect(after.filter((id) => id !== 'late')).toEqual(before);
  });

  it('ignores the names when there is a seed', () => {
    const renamed = teams.map((team, index) => ({ ...team, name: String(100 - index) }));
    expect(order(renamed, [], { drawSeed: 5 })).toEqual(order(teams, [], { drawSeed: 5 }));
  });

  it('is fair: over many seeds each team comes first about as often', () => {
    const four = teamsOf('t1', 't2', 't3', 't4');
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed += 1) {
      const [first = ''] = order(four, [], { drawSeed: seed });
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const team of four) {
      expect(firsts.get(team.id)).toBeGreaterThan(850);
      expect(firsts.get(team.id)).toBeLessThan(1150);
    }
  });
});
