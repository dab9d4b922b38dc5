import { SheetCache } from './sheet-cache';

describe('SheetCache', () => {
  it('keeps the deals of the latest version it was told, not an older one told later', () => {
    const cache = new SheetCache<number, never>();
    cache.remember('t', 3, [1, 2, 3]);
    cache.remember('t', 2, [1, 2]);
    expect(cache.get('t')).toEqual({ version: 3, deals: [1, 2, 3] });
    cache.remember('t', 4, [1, 2, 3, 4]);
    expect(cache.get('t')?.version).toBe(4);
  });

  it('lets the least recently used sheet go first when full', () => {
    const cache = new SheetCache<number, never>(2);
    cache.remember('a', 1, [1]);
    cache.remember('b', 1, [1]);
    cache.get('a');
    cache.remember('c', 1, [1]);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
  });
});
