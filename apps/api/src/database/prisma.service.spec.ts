import { DEFAULT_POOL_SIZE, databaseTimeouts, poolSize } from './prisma.service';

describe('poolSize', () => {
  it('takes MARQUE_DB_POOL_SIZE, or 10 when unset', () => {
    expect(poolSize(undefined)).toBe(DEFAULT_POOL_SIZE);
    expect(poolSize(' ')).toBe(DEFAULT_POOL_SIZE);
    expect(poolSize('25')).toBe(25);
  });

  it.each(['0', '-3', '2.5', 'ten', '501'])('refuses %p at start, naming the variable', (raw) => {
    expect(() => poolSize(raw)).toThrow(/MARQUE_DB_POOL_SIZE/);
  });
});

describe('databaseTimeouts', () => {
  it('takes MARQUE_DB_CONNECT_TIMEOUT_MS and MARQUE_DB_STATEMENT_TIMEOUT_MS, or 3 s and 5 s', () => {
    expect(databaseTimeouts({})).toEqual({ connectMs: 3_000, statementMs: 5_000 });
    expect(
      databaseTimeouts({
        MARQUE_DB_CONNECT_TIMEOUT_MS: '1500',
        MARQUE_DB_STATEMENT_TIMEOUT_MS: '20000',
      }),
    ).toEqual({ connectMs: 1_500, statementMs: 20_000 });
  });

  it.each(['0', '-1', '2.5', 'soon', '600001'])(
    'refuses %p at start, naming the variable',
    (raw) => {
      expect(() => databaseTimeouts({ MARQUE_DB_STATEMENT_TIMEOUT_MS: raw })).toThrow(
        /MARQUE_DB_STATEMENT_TIMEOUT_MS/,
      );
    },
  );
});
