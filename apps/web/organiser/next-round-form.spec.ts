import { timeOfDay, todayAt } from './next-round-form';

describe('todayAt', () => {
  it("is today's 15:30 in the browser's time zone, and back", () => {
    const now = new Date(2026, 10, 27, 14, 5);
    const at = todayAt('15:30', now);
    expect(at).toBe(new Date(2026, 10, 27, 15, 30).toISOString());
    expect(timeOfDay(at as string)).toBe('15:30');
  });

  it('is null for what is not a time', () => {
    expect(todayAt('15h30')).toBeNull();
    expect(todayAt('')).toBeNull();
  });
});
