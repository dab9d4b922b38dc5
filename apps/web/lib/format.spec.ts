import { formatAgo, formatClock, formatDay, formatSigned, paginate } from './format';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [999, '0:01'],
    [65_000, '1:05'],
    [45 * 60_000, '45:00'],
    [3_723_000, '1:02:03'],
  ])('shows %p ms as %p', (milliseconds, expected) => {
    expect(formatClock(milliseconds)).toBe(expected);
  });
});

describe('formatSigned', () => {
  it.each([
    [120, '+120'],
    [-40, '−40'],
    [0, '0'],
  ])('shows %p as %p', (value, expected) => {
    expect(formatSigned(value)).toBe(expected);
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-12-05T14:00:00Z');

  // French puts narrow no-break spaces where English puts spaces.
  const spaced = (text: string) => text.replace(/\s/g, ' ');

  it('speaks French and English', () => {
    expect(spaced(formatAgo('fr', '2026-12-05T13:57:00Z', now))).toBe('il y a 3 min');
    expect(formatAgo('en', '2026-12-05T13:57:00Z', now)).toBe('3 min. ago');
  });

  it('counts hours past the hour', () => {
    expect(formatAgo('en', '2026-12-05T12:00:00Z', now)).toBe('2 hr. ago');
  });
});

describe('formatDay', () => {
  it('writes the day in the language of the page', () => {
    expect(formatDay('fr', '2026-12-05')).toBe('5 décembre 2026');
    expect(formatDay('en', '2026-12-05T00:00:00.000Z')).toBe('December 5, 2026');
  });
});

describe('paginate', () => {
  it('cuts into pages and keeps one empty page for nothing', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 3)).toEqual([[]]);
  });
});
