import { placePoints } from './scale.ts';

describe('placePoints', () => {
  it.each([
    [1, 100],
    [2, 80],
    [3, 65],
    [4, 10],
    [40, 10],
  ])('on the table [100, 80, 65] beyond 10, gives place %i %i points', (place, points) => {
    expect(placePoints({ kind: 'table', points: [100, 80, 65], beyond: 10 }, place, 40)).toBe(
      points,
    );
  });

  it('gives nothing past a table without its beyond', () => {
    expect(placePoints({ kind: 'table', points: [3, 1] }, 3, 8)).toBe(0);
  });

  it.each([
    [1, 12],
    [5, 8],
    [12, 1],
  ])('on N − rank + 1 with 12 entries, gives place %i %i points', (place, points) => {
    expect(placePoints({ kind: 'field' }, place, 12)).toBe(points);
  });

  it.each([
    [1, 30],
    [12, 19],
  ])('on 18 + N − rank + 1 with 12 entries, gives place %i %i points', (place, points) => {
    expect(placePoints({ kind: 'field', base: 18 }, place, 12)).toBe(points);
  });
});
