import { OutboxController, type OutboxTransport, type ReadAnswer } from './outbox-controller';
import { SimulatedTable } from './simulated-table.fixture';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('« Réessayer maintenant »', () => {
  it('sends a request at once even while one hangs (a portal that never answers)', async () => {
    const server = new SimulatedTable(0);
    const reads: Array<'hung' | 'answered'> = [];
    let hang = true;
    const transport: OutboxTransport = {
      send: () => Promise.reject(new Error('no deal here')),
      read: (signal) => {
        if (!hang) {
          reads.push('answered');
          return Promise.resolve(server.read());
        }
        reads.push('hung');
        // Answers only when given up on, as fetch does when its signal aborts.
        return new Promise<ReadAnswer>((resolve) =>
          signal?.addEventListener('abort', () => resolve({ kind: 'failed', offline: true })),
        );
      },
    };
    const outbox = new OutboxController(
      {
        transport,
        keeper: { saveOutbox: () => Promise.resolve(), saveTable: () => undefined },
        clock: { now: () => 1_000_000, after: () => () => undefined },
        newKey: () => 'key',
      },
      { table: null, tableAt: null, queue: [], draft: null },
    );
    outbox.start();
    await flush();
    expect(reads).toEqual(['hung']);
    expect(outbox.current.busy).toBe('read');
    hang = false;
    outbox.retryNow();
    await flush();
    await flush();
    expect(reads).toEqual(['hung', 'answered']);
    expect(outbox.current).toMatchObject({ busy: null, fresh: true, network: 'online' });
    outbox.stop();
  });
});
