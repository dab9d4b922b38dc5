import { round10 } from './rounding.ts';

describe('round10 (to the nearest ten, halves up: "arrondi commercial")', () => {
  it.each([
    [64, 60],
    [65, 70],
    [155, 160],
    [4, 0],
    [5, 10],
  ])('rounds the spec’s example %i to %i', (points, rounded) => {
    expect(round10(points)).toBe(rounded);
  });

  // Every ten from 0 to 150: x4 rounds down, x5 and x6 round up.
  const halves = Array.from({ length: 16 }, (_, ten) => 10 * ten).flatMap((base) => [
    [base + 4, base],
    [base + 5, base + 10],
    [base + 6, base + 10],
  ]);

  it.each(halves)('rounds %i to %i', (points, rounded) => {
    expect(round10(points)).toBe(rounded);
  });

  it.each([0, 10, 80, 150, 250, 500])('keeps a multiple of ten: %i', (points) => {
    expect(round10(points)).toBe(points);
  });

  it.each([
    [152, 150],
    [153, 150],
    [157, 160],
    [1, 0],
    [9, 10],
  ])('rounds %i to %i', (points, rounded) => {
    expect(round10(points)).toBe(rounded);
  });
});
