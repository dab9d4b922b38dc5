import { nearestAt, timeOfDay } from './next-round-form';

describe('nearestAt', () => {
  it("is today's 15:30 in the browser's time zone, and back", () => {
    const now = new Date(2026, 10, 27, 14, 5);
    const at = nearestAt('15:30', now);
    expect(at).toBe(new Date(2026, 10, 27, 15, 30).toISOString());
    expect(timeOfDay(at as string)).toBe('15:30');
  });

  /** A local time of November 2026. */
  const nov = (day: number, hours: number, minutes: number) =>
    new Date(2026, 10, day, hours, minutes);

  it.each([
    ['00:10 at 23:55 is tomorrow’s', nov(27, 23, 55), '00:10', nov(28, 0, 10)],
    ['23:50 at 00:05 is yesterday’s (in the past)', nov(28, 0, 5), '23:50', nov(27, 23, 50)],
    ['21:00 at 21:05 is today’s (in the past)', nov(27, 21, 5), '21:00', nov(27, 21, 0)],
    ['09:00 at 21:05 is tomorrow’s', nov(27, 21, 5), '09:00', nov(28, 9, 0)],
  ])('takes the nearest such time: %s', (_case, now, time, expected) => {
    expect(nearestAt(time, now)).toBe(expected.toISOString());
  });

  it('is null for what is not a time', () => {
    expect(nearestAt('15h30')).toBeNull();
    expect(nearestAt('')).toBeNull();
  });
});
