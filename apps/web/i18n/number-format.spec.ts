import fc from 'fast-check';
import { formatDecimal } from './number-format';

const intl = (locale: string, value: number, digits: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

describe('formatDecimal', () => {
  it.each([
    ['fr', 1510, 2, '1\u202f510'],
    ['fr', -1510, 2, '-1\u202f510'],
    ['fr', 12345.675, 2, '12\u202f345,68'],
    ['fr', 0.5, 2, '0,5'],
    ['fr', 2.005, 2, '2,01'],
    ['fr', 999.999, 2, '1\u202f000'],
    ['fr', 999, 2, '999'],
    ['fr', 12345.675, 3, '12\u202f345,675'],
    ['fr', -0.001, 2, '-0'],
    ['en', 1234567.891, 2, '1,234,567.89'],
    ['en', 0.995, 2, '1'],
    ['en', -2.5, 2, '-2.5'],
    ['en', 0, 2, '0'],
  ])('writes %s %p to %p digits as %p', (locale, value, digits, expected) => {
    expect(formatDecimal(locale, value, digits)).toBe(expected);
  });

  it('leaves what it does not write plainly to Intl', () => {
    expect(formatDecimal('fr', Infinity, 2)).toBe('∞');
    expect(formatDecimal('fr', 1e21, 2)).toBe(intl('fr', 1e21, 2));
    expect(formatDecimal('de', 1510.5, 2)).toBe('1.510,5');
  });

  it('writes what Intl.NumberFormat writes, in French and English', () => {
    const value = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: -400_000, max: 400_000 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(fc.constantFrom('fr', 'en'), value, fc.constantFrom(0, 2, 3), (locale, n, d) => {
        expect(formatDecimal(locale, n, d)).toBe(intl(locale, n, d));
      }),
      { numRuns: 5000 },
    );
  });
});
