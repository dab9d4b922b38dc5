import { BatchedReads } from './batched-reads';

describe('BatchedReads', () => {
  it('reads at once when nothing is being read, and together what is asked meanwhile', async () => {
    const queries: number[][] = [];
    const reads = new BatchedReads<number, string>(async (items) => {
      queries.push(items);
      return items.map((item) => `sheet ${item}`);
    });
    const results = await Promise.all([reads.read(1), reads.read(2), reads.read(3)]);
    expect(results).toEqual(['sheet 1', 'sheet 2', 'sheet 3']);
    expect(queries).toEqual([[1], [2, 3]]);
    expect(await reads.read(4)).toBe('sheet 4');
    expect(queries).toEqual([[1], [2, 3], [4]]);
  });

  it('fails the reads of a failed query, and goes on with the next', async () => {
    let calls = 0;
    const reads = new BatchedReads<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return items;
    });
    const failed = reads.read(1);
    const next = reads.read(2);
    await expect(failed).rejects.toThrow('database away');
    expect(await next).toBe(2);
  });
});
