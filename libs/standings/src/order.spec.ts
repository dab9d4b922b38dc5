import { levelGroups, type Criterion } from './order.ts';

interface Row {
  id: string;
  wins: number;
  points: number;
}

const row = (id: string, wins: number, points: number): Row => ({ id, wins, points });
const byWins: Criterion<Row> = () => (r) => r.wins;
const byPoints: Criterion<Row> = () => (r) => r.points;
const ids = (groups: Row[][]) => groups.map((group) => group.map((r) => r.id));

describe('levelGroups', () => {
  const rows = [row('a', 1, 10), row('b', 2, 5), row('c', 1, 30), row('d', 1, 10)];

  it('orders by the first criterion, then the next one within each level group', () => {
    expect(ids(levelGroups(rows, [byWins, byPoints]))).toEqual([['b'], ['c'], ['a', 'd']]);
  });

  it('keeps rows level on every criterion together, in the order given', () => {
    expect(ids(levelGroups(rows, [byWins]))).toEqual([['b'], ['a', 'c', 'd']]);
  });

  it('gives one group without criteria, and none for no rows', () => {
    expect(ids(levelGroups(rows, []))).toEqual([['a', 'b', 'c', 'd']]);
    expect(levelGroups([], [byWins])).toEqual([]);
  });

  it('asks a criterion about the group still level when it is reached', () => {
    const groupsSeen: string[][] = [];
    const bySize: Criterion<Row> = (group) => {
      groupsSeen.push(group.map((r) => r.id));
      return () => 0;
    };
    levelGroups(rows, [byWins, bySize]);
    expect(groupsSeen).toEqual([['a', 'c', 'd']]);
  });
});
