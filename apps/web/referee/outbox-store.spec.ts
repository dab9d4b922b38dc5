import { openOutboxStore, fromEarlier } from './outbox-store';
import type { QueuedDeal } from './outbox-state';
import { playedDeal } from './simulated-table.fixture';

// Jest has no IndexedDB: the store keeps the visit's deals in memory, shared as tabs share it.

const deal = (key: string, typedAt: number, number: number): QueuedDeal => ({
  key,
  intent: key,
  number,
  body: playedDeal(0, typedAt),
  typedAt,
  maybeSent: false,
});

describe('openOutboxStore', () => {
  it('keeps what two tabs of one table typed: neither erases the other’s deals', async () => {
    const first = openOutboxStore('table-a', 'CODE');
    const second = openOutboxStore('table-a', 'CODE');
    await Promise.all([first.load(), second.load()]);
    await first.keeper.saveOutbox({ queue: [deal('a', 1, 1)], draft: null, own: [] });
    await second.keeper.saveOutbox({ queue: [deal('b', 2, 1)], draft: null, own: [] });
    // The second tab sends its deal: its record goes, the first tab's stays.
    await second.keeper.saveOutbox({ queue: [], draft: null, own: [] });
    const next = await openOutboxStore('table-a', 'CODE').load();
    expect(next.queue.map((entry) => entry.key)).toEqual(['a']);
  });

  it('gives back the queue in the order typed and the refused deal', async () => {
    const page = openOutboxStore('table-b', 'CODE');
    await page.load();
    const refused = { ...deal('r', 5, 2), reason: 'refused' as const, error: null, other: null };
    await page.keeper.saveOutbox({
      queue: [deal('y', 9, 4), deal('x', 7, 3)],
      draft: null,
      own: [],
    });
    await page.keeper.saveOutbox({
      queue: [deal('x', 7, 3), deal('y', 9, 4)],
      draft: refused,
      own: [],
    });
    const next = await openOutboxStore('table-b', 'CODE').load();
    expect(next.queue.map((entry) => entry.key)).toEqual(['x', 'y']);
    expect(next.draft).toMatchObject({ key: 'r', reason: 'refused' });
    expect((await openOutboxStore('table-c', 'CODE').load()).queue).toEqual([]);
  });
});

describe('fromEarlier', () => {
  it('reads the deals an earlier page kept: attempted ones may be on the server, a refused one is the referee’s', () => {
    const body = playedDeal(1, 10);
    const kept = fromEarlier([
      { key: 'k2', tableId: 't', body, createdAt: 2, attempts: 0, state: 'pending' },
      { key: 'k1', tableId: 't', body, createdAt: 1, attempts: 3, state: 'pending' },
      { key: 'k3', tableId: 't', body, createdAt: 3, attempts: 1, state: 'rejected' },
    ]);
    expect(kept.queue.map((entry) => [entry.key, entry.number, entry.maybeSent])).toEqual([
      ['k1', null, true],
      ['k2', null, false],
    ]);
    expect(kept.draft).toMatchObject({ key: 'k3', reason: 'checking' });
  });
});
