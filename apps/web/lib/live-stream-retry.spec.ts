import { liveRetryDelayMs, liveStreamUrl } from './live-stream-retry';

describe('liveRetryDelayMs', () => {
  it.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [4, 60_000],
    [30, 60_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(liveRetryDelayMs(attempt)).toBe(ms);
  });
});

describe('liveStreamUrl', () => {
  it('opens from now without an event received', () => {
    expect(liveStreamUrl('t-1', null)).toBe('/api/tournaments/t-1/events');
  });

  it('resumes after the last event received', () => {
    expect(liveStreamUrl('t-1', '2216')).toBe('/api/tournaments/t-1/events?lastEventId=2216');
  });
});
