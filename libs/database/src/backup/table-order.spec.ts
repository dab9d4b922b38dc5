import { dependencyOrder } from './table-order';

describe('dependencyOrder', () => {
  it.each([
    [
      'no links: by name',
      [
        { name: 'b', parents: [] },
        { name: 'a', parents: [] },
      ],
      ['a', 'b'],
    ],
    [
      "Marque's chain: users, tournaments, rounds, tables, deals",
      [
        { name: 'deals', parents: ['tables'] },
        { name: 'tables', parents: ['rounds', 'teams'] },
        { name: 'rounds', parents: ['tournaments', 'teams'] },
        { name: 'teams', parents: ['tournaments'] },
        { name: 'tournaments', parents: ['users'] },
        { name: 'users', parents: [] },
      ],
      ['users', 'tournaments', 'teams', 'rounds', 'tables', 'deals'],
    ],
    ['a link to a table not dumped is ignored', [{ name: 'a', parents: ['elsewhere'] }], ['a']],
  ])('%s', (_case, tables, order) => {
    expect(dependencyOrder(tables)).toEqual(order);
  });

  it('refuses a cycle', () => {
    expect(() =>
      dependencyOrder([
        { name: 'a', parents: ['b'] },
        { name: 'b', parents: ['a'] },
      ]),
    ).toThrow('cycle between a, b');
  });
});
