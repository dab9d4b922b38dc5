import { rowsThatFit } from './use-rows-that-fit';

describe('rowsThatFit', () => {
  it.each([
    [800, 50, 16],
    [799, 50, 15],
    [30, 50, 1],
    [0, 50, 1],
  ])('%i px of rows %i px high hold %i', (height, row, rows) => {
    expect(rowsThatFit(height, row)).toBe(rows);
  });
});
