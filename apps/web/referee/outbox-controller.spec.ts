import { OutboxController, type OutboxTransport, type ReadAnswer } from './outbox-controller';
import { isRefereeTap, type OutboxEvent } from './outbox-state';
import { playedDeal, SimulatedTable } from './simulated-table.fixture';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A phone that kept nothing, whose clock stands still, over `transport`. */
const controllerOver = (transport: OutboxTransport) =>
  new OutboxController(
    {
      transport,
      keeper: { saveOutbox: () => Promise.resolve(), saveTable: () => undefined },
      clock: { now: () => 1_000_000, after: () => () => undefined },
      newKey: () => 'key',
    },
    { table: null, tableAt: null, queue: [], draft: null },
  );

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
    const outbox = controllerOver(transport);
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

describe('OutboxController’s listeners', () => {
  it('hear each state with the event that made it: the referee’s taps apart from the answers', async () => {
    const server = new SimulatedTable(0);
    const transport: OutboxTransport = {
      send: (deal) => Promise.resolve(server.record(deal.body, deal.key, deal.number)),
      read: () => Promise.resolve(server.read()),
    };
    const outbox = controllerOver(transport);
    const heard: Array<[OutboxEvent['type'], boolean]> = [];
    outbox.subscribe((state, cause) => {
      expect(state).toBe(outbox.current);
      heard.push([cause.type, isRefereeTap(cause)]);
    });
    outbox.start();
    await flush();
    outbox.type('intent', playedDeal(0, 1), 1);
    await flush();
    await flush();
    outbox.stop();
    expect(server.count).toBe(1);
    expect(heard).toEqual([
      ['readStarted', false],
      ['sheetRead', false],
      ['typed', true],
      ['sendStarted', false],
      ['sent', false],
      // The sheet read again after the deal, to show what the server made of it.
      ['readStarted', false],
      ['sheetRead', false],
    ]);
  });
});
