import { coalesce } from './coalesce';

describe('coalesce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and a burst after it once more, at the end', () => {
    const run = jest.fn();
    const reload = coalesce(run, 500);
    reload();
    expect(run).toHaveBeenCalledTimes(1);
    for (let call = 0; call < 500; call += 1) reload();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs again at once after a quiet spell', () => {
    const run = jest.fn();
    const reload = coalesce(run, 500);
    reload();
    jest.advanceTimersByTime(600);
    reload();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
