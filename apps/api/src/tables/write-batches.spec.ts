import { WriteBatches } from './write-batches';

interface Write {
  table: { id: string };
  name: string;
}

const write = (table: string, name = table): Write => ({ table: { id: table }, name });

/** A batch writer that answers when told, and records what it was given. */
function recorder(
  written: (writes: Write[]) => string[] = (writes) => writes.map((w) => w.table.id),
) {
  const batches: string[][] = [];
  const pending: Array<() => void> = [];
  const batcher = new WriteBatches<Write>(
    (_key, writes) =>
      new Promise((resolve) => {
        batches.push(writes.map((w) => w.name));
        pending.push(() => resolve(new Set(written(writes))));
      }),
  );
  const finishNext = async () => {
    await Promise.resolve();
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batcher, batches, finishNext };
}

describe('WriteBatches', () => {
  it('writes at once when nothing is being written, and together what arrives meanwhile', async () => {
    const { batcher, batches, finishNext } = recorder();
    const first = batcher.submit('t', write('a'));
    const later = [batcher.submit('t', write('b')), batcher.submit('t', write('c'))];
    expect(batches).toEqual([['a']]);
    await finishNext();
    expect(await first).toBe(true);
    expect(batches).toEqual([['a'], ['b', 'c']]);
    await finishNext();
    expect(await Promise.all(later)).toEqual([true, true]);
  });

  it('keeps two writes of one table apart, in their order', async () => {
    const { batcher, batches, finishNext } = recorder();
    const all = [
      batcher.submit('t', write('a', 'a1')),
      batcher.submit('t', write('a', 'a2')),
      batcher.submit('t', write('b')),
      batcher.submit('t', write('a', 'a3')),
    ];
    await finishNext();
    await finishNext();
    await finishNext();
    await Promise.all(all);
    expect(batches).toEqual([['a1'], ['a2', 'b'], ['a3']]);
  });

  it('batches each key on its own', async () => {
    const { batcher, batches } = recorder();
    void batcher.submit('t1', write('a'));
    void batcher.submit('t2', write('b'));
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('answers false to a write whose table was not written', async () => {
    const { batcher, finishNext } = recorder((writes) =>
      writes.filter((w) => w.name !== 'b').map((w) => w.table.id),
    );
    const first = batcher.submit('t', write('a'));
    const refused = batcher.submit('t', write('b'));
    const written = batcher.submit('t', write('c'));
    await finishNext();
    await finishNext();
    expect([await first, await refused, await written]).toEqual([true, false, true]);
  });

  it('writes a failed batch again one write at a time: only the write that fails fails', async () => {
    const batches: string[][] = [];
    const batcher = new WriteBatches<Write>(async (_key, writes) => {
      batches.push(writes.map((w) => w.name));
      if (writes.some((w) => w.name === 'bad')) throw new Error('value too long');
      return new Set(writes.map((w) => w.table.id));
    });
    const first = batcher.submit('t', write('a'));
    const bad = batcher.submit('t', write('b', 'bad'));
    const good = batcher.submit('t', write('c'));
    expect(await first).toBe(true);
    await expect(bad).rejects.toThrow('value too long');
    expect(await good).toBe(true);
    expect(batches).toEqual([['a'], ['bad', 'c'], ['bad'], ['c']]);
  });

  it('fails a write that fails alone, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new WriteBatches<Write>(async (_key, writes) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return new Set(writes.map((w) => w.table.id));
    });
    const failed = batcher.submit('t', write('a'));
    const next = batcher.submit('t', write('b'));
    await expect(failed).rejects.toThrow('database away');
    expect(await next).toBe(true);
    expect(await batcher.submit('t', write('c'))).toBe(true);
  });
});

describe('WriteBatches with the database away', () => {
  it('fails every write of a batch at once, without writing them again one by one', async () => {
    const batches: string[][] = [];
    let calls = 0;
    const batcher = new WriteBatches<Write>(async (_key, writes) => {
      batches.push(writes.map((w) => w.name));
      calls += 1;
      if (calls <= 2)
        throw Object.assign(new Error('The database did not answer'), { code: 'ETIMEDOUT' });
      return new Set(writes.map((w) => w.table.id));
    });
    const first = batcher.submit('t', write('a'));
    const b = batcher.submit('t', write('b'));
    const c = batcher.submit('t', write('c'));
    await expect(first).rejects.toThrow('did not answer');
    await expect(b).rejects.toThrow('did not answer');
    await expect(c).rejects.toThrow('did not answer');
    expect(batches).toEqual([['a'], ['b', 'c']]);
    expect(await batcher.submit('t', write('d'))).toBe(true);
  });
});
