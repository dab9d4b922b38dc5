import { DEFAULT_POOL_SIZE, poolSize } from './prisma.service';

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
