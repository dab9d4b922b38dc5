import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a server that did not answer in time (the API gave up)', { code: 'ETIMEDOUT' }],
    ['a statement cancelled by statement_timeout', { code: '57014' }],
    [
      'the same through Prisma',
      {
        code: 'P2010',
        meta: { driverAdapterError: { cause: { kind: 'postgres', code: '57014' } } },
      },
    ],
    ['a connection refused', { code: 'ECONNREFUSED' }],
    ['a server shutting down', { code: '57P01' }],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a value too long', { code: '22001' }],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
