import { nextStep, reduce, retryDelay } from './outbox-machine';
import {
  canResend,
  checkingCount,
  draftSlot,
  followingDeals,
  nextSlot,
  unsendable,
  waitingDeals,
} from './outbox-slots';
import { dealerOf, restoredState, type OutboxEvent, type OutboxState } from './outbox-state';
import { SimulatedTable, playedDeal } from './simulated-table.fixture';

const NOW = 1_000_000;
const run = (state: OutboxState, ...events: Array<OutboxEvent | OutboxEvent[]>) =>
  events.flat().reduce(reduce, state);
const opened = () => restoredState({ table: null, tableAt: null, queue: [], draft: null });
/** The sheet read as the controller reads it: started, then answered. */
const read = (server: SimulatedTable): OutboxEvent[] => [
  { type: 'readStarted' },
  { type: 'sheetRead', table: server.view(), at: NOW },
];
const typed = (intent: string, tag: number, dealer: 0 | 1 | 2 | 3, valid = true): OutboxEvent => ({
  type: 'typed',
  intent,
  key: `key-${intent}`,
  body: playedDeal(dealer, tag, valid),
  at: NOW,
});
/** A deal typed for the number shown when the referee started it. */
const typedFor = (
  number: number | null | undefined,
  intent: string,
  tag: number,
  dealer: 0 | 1 | 2 | 3,
): OutboxEvent => ({ ...typed(intent, tag, dealer), number }) as OutboxEvent;
/** Sends the first queued deal to the simulated server and applies its answer. */
function deliver(state: OutboxState, server: SimulatedTable): OutboxState {
  const step = nextStep(state, NOW);
  if (step.kind !== 'send') throw new Error(`expected a send, got ${step.kind}`);
  const answer = server.record(step.deal.body, step.deal.key, step.deal.number);
  const started = reduce(state, { type: 'sendStarted', key: step.deal.key });
  if (answer.kind === 'recorded')
    return reduce(started, { type: 'sent', key: step.deal.key, ...answer, at: NOW });
  if (answer.kind === 'refused')
    return reduce(started, { type: 'refused', key: step.deal.key, error: answer.error });
  return reduce(started, { type: 'sendFailed', key: step.deal.key, offline: true, at: NOW });
}

describe('the outbox of a phone that opens a table', () => {
  it('reads the sheet first and, until the server answers, asks who dealt instead of guessing', () => {
    const server = new SimulatedTable(2);
    server.recordElsewhere(1);
    const kept = restoredState({
      table: server.view(),
      tableAt: NOW - 60_000,
      queue: [],
      draft: null,
    });
    server.recordElsewhere(2);
    expect(kept.fresh).toBe(false);
    expect(nextSlot(kept)).toEqual({ number: null, dealer: null });
    expect(nextStep(kept, NOW)).toEqual({ kind: 'read' });
    const now = run(kept, read(server));
    expect(nextSlot(now)).toEqual({ number: 3, dealer: dealerOf(2, 3) });
    expect(now.network).toBe('online');
  });

  it('binds a deal typed before the server answered once it has, if its dealer is the next one', () => {
    const server = new SimulatedTable(0);
    const state = run(opened(), typed('a', 10, 0), typed('b', 11, 1));
    expect(state.queue.map((deal) => deal.number)).toEqual([null, null]);
    expect(nextStep(state, NOW)).toEqual({ kind: 'read' });
    const bound = run(state, read(server));
    expect(bound.queue[0]).toMatchObject({ number: 1, key: 'key-a' });
    expect(nextStep(bound, NOW)).toMatchObject({ kind: 'send', deal: { number: 1 } });
  });

  it('makes a deal typed offline for the wrong dealer the referee’s to decide, with the right one', () => {
    const server = new SimulatedTable(0);
    server.recordElsewhere(1);
    server.recordElsewhere(2);
    const state = run(opened(), typed('a', 10, 0), read(server));
    expect(state.queue).toEqual([]);
    expect(state.draft).toMatchObject({ reason: 'misplaced', key: 'key-a' });
    expect(draftSlot(state)).toEqual({ number: 3, dealer: 2 });
  });
});

describe('sending', () => {
  it('binds each deal to the number and dealer it was typed for, and sends them in order', () => {
    const server = new SimulatedTable(3);
    let state = run(opened(), read(server), typed('a', 10, 3), typed('b', 11, 0));
    expect(state.queue.map((deal) => [deal.number, deal.body.dealer])).toEqual([
      [1, 3],
      [2, 0],
    ]);
    expect(nextSlot(state)).toEqual({ number: 3, dealer: 1 });
    state = deliver(state, server);
    expect(state.queue.map((deal) => deal.key)).toEqual(['key-b']);
    expect(state.recorded).toMatchObject({ number: 1, key: 'key-a' });
    state = deliver(state, server);
    expect(state.queue).toEqual([]);
    expect(server.deals.map((deal) => deal.key)).toEqual(['key-a', 'key-b']);
    expect(nextStep(state, NOW)).toEqual({ kind: 'read' });
  });

  it('makes one deal of two taps with the same intent', () => {
    const server = new SimulatedTable(0);
    const state = run(opened(), read(server), typed('a', 10, 0), typed('a', 10, 0));
    expect(state.queue).toHaveLength(1);
  });

  it('makes one request at a time', () => {
    const server = new SimulatedTable(0);
    const state = run(opened(), read(server), typed('a', 10, 0), {
      type: 'sendStarted',
      key: 'key-a',
    });
    expect(nextStep(state, NOW)).toEqual({ kind: 'idle' });
  });

  it('after a failed attempt waits 1, 2, 4 then 5 s, and reads the sheet before trying again', () => {
    expect([1, 2, 3, 4, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
    const server = new SimulatedTable(0);
    const state = run(
      opened(),
      read(server),
      typed('a', 10, 0),
      { type: 'sendStarted', key: 'key-a' },
      { type: 'sendFailed', key: 'key-a', offline: true, at: NOW },
    );
    expect(state.network).toBe('offline');
    expect(state.queue[0]?.maybeSent).toBe(true);
    expect(nextStep(state, NOW)).toEqual({ kind: 'wait', ms: 1000 });
    expect(nextStep(state, NOW + 1000)).toEqual({ kind: 'read' });
    expect(nextStep(reduce(state, { type: 'networkBack' }), NOW)).toEqual({ kind: 'read' });
  });

  it('never shows a deal the server has as waiting, nor counts it for the next dealer (a lost answer)', () => {
    const server = new SimulatedTable(1);
    let state = run(opened(), read(server), typed('a', 10, 1));
    const step = nextStep(state, NOW);
    if (step.kind !== 'send') throw new Error('expected a send');
    server.record(step.deal.body, step.deal.key, step.deal.number);
    state = run(
      state,
      { type: 'sendStarted', key: 'key-a' },
      { type: 'sendFailed', key: 'key-a', offline: true, at: NOW },
      read(server),
    );
    expect(waitingDeals(state)).toEqual([]);
    expect(checkingCount(state)).toBe(1);
    expect(nextSlot(state)).toEqual({ number: 2, dealer: 2 });
    state = deliver(state, server);
    expect(state.queue).toEqual([]);
    expect(server.count).toBe(1);
  });
});

describe('a refused deal', () => {
  function refusedOnce() {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typed('a', 10, 0, false), typed('b', 11, 1));
    state = deliver(state, server);
    return { server, state };
  }

  it('leaves the queue at once; nothing typed after it is sent until the referee decides', () => {
    const { server, state } = refusedOnce();
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'checking' });
    expect(state.queue.map((deal) => deal.key)).toEqual(['key-b']);
    const named = run(state, read(server));
    expect(named.draft).toMatchObject({ reason: 'refused', error: { statusCode: 422 } });
    expect(nextStep(named, NOW)).toEqual({ kind: 'idle' });
    expect(nextSlot(named)).toBeNull();
    expect(canResend(named)).toBe(true);
  });

  it('recorded again goes first, under a new key, then the deals typed after it', () => {
    const { server, state } = refusedOnce();
    let fixed = run(state, read(server), {
      type: 'draftSent',
      draftKey: 'key-a',
      key: 'key-a2',
      body: playedDeal(0, 10),
    });
    expect(fixed.queue.map((deal) => [deal.key, deal.number])).toEqual([
      ['key-a2', 1],
      ['key-b', 2],
    ]);
    fixed = deliver(deliver(fixed, server), server);
    expect(server.deals.map((deal) => deal.key)).toEqual(['key-a2', 'key-b']);
  });

  it('dropped, lets the next one go if it still follows, or makes it the next to decide', () => {
    const { server, state } = refusedOnce();
    const dropped = run(state, read(server), { type: 'draftDropped', draftKey: 'key-a' });
    // Deal b was typed as deal 2, dealt by seat 1: the sheet's next is deal 1, dealt by seat 0.
    expect(dropped.draft).toMatchObject({ key: 'key-b', reason: 'misplaced' });
    expect(draftSlot(dropped)).toEqual({ number: 1, dealer: 0 });
  });

  it('is named taken when another device recorded its deal first, with that deal', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typed('a', 10, 0));
    server.recordElsewhere(99);
    state = deliver(state, server);
    expect(state.draft?.error?.statusCode).toBe(409);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ reason: 'taken', number: 1 });
    expect(state.draft?.other).toMatchObject({ number: 1, cardPoints: { A: 99 } });
    expect(draftSlot(state)).toEqual({ number: 2, dealer: 1 });
  });

  it('gets its dealer from the sheet when a deal was deleted under it', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server));
    server.recordElsewhere(1);
    server.recordElsewhere(2);
    state = run(state, read(server), typed('c', 3, 2));
    server.deleteLast();
    state = deliver(state, server);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ reason: 'misplaced', number: 3 });
    expect(draftSlot(state)).toEqual({ number: 2, dealer: 1 });
  });
});

describe('a deal typed for a number (issue 22)', () => {
  it('keeps the number the form showed at its first change, and is asked when it was taken', () => {
    const server = new SimulatedTable(1);
    let state = run(opened(), read(server));
    const shown = nextSlot(state);
    expect(shown).toEqual({ number: 1, dealer: 1 });
    // Another phone records deal 1 while this one types it; the live stream brings it.
    server.recordElsewhere(501);
    state = run(state, read(server), typedFor(shown?.number, 'a', 10, 1));
    expect(state.queue).toEqual([]);
    expect(state.draft).toMatchObject({ reason: 'taken', number: 1, otherIsOwn: false });
    expect(state.draft?.other).toMatchObject({ number: 1, cardPoints: { A: 501 } });
    // Recorded as another deal: deal 2, with deal 2's dealer, shown on the button.
    expect(draftSlot(state)).toEqual({ number: 2, dealer: 2 });
    expect(server.deals).toHaveLength(1);
  });

  it('names a number taken by its own renumbered deal as its own, never another device’s', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typedFor(1, 'a', 10, 0), typedFor(2, 'b', 11, 1));
    server.recordElsewhere(501);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'taken', otherIsOwn: false });
    // "Another deal": recorded as deal 2, the deal typed as deal 2 then meets it.
    state = run(state, {
      type: 'draftSent',
      draftKey: 'key-a',
      key: 'key-a2',
      body: playedDeal(1, 10),
    });
    state = deliver(state, server);
    expect(server.deals.map((deal) => deal.key)).toEqual([null, 'key-a2']);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-b', reason: 'taken', otherIsOwn: true });
  });

  it('moves the deals typed after it with it when the referee says « another deal », as shown', () => {
    const server = new SimulatedTable(0);
    let state = run(
      opened(),
      read(server),
      typedFor(1, 'a', 10, 0),
      typedFor(2, 'b', 11, 1),
      typedFor(3, 'c', 12, 2),
    );
    server.recordElsewhere(501);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'taken', number: 1 });
    // The question shows where each deal typed after it goes.
    expect(followingDeals(state)).toEqual([
      { key: 'key-b', from: 2, to: 3, dealer: 2 },
      { key: 'key-c', from: 3, to: 4, dealer: 3 },
    ]);
    state = run(state, {
      type: 'draftSent',
      draftKey: 'key-a',
      key: 'key-a2',
      body: playedDeal(1, 10),
      withFollowing: true,
    });
    for (let deal = 0; deal < 3; deal += 1) state = deliver(state, server);
    expect(state.draft).toBeNull();
    expect(server.deals.map((deal) => [deal.number, deal.key, deal.dealer])).toEqual([
      [1, null, 0],
      [2, 'key-a2', 1],
      [3, 'key-b', 2],
      [4, 'key-c', 3],
    ]);
  });

  it('moves none typed for a number the sheet has: each of those is asked beside its holder', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typedFor(1, 'a', 10, 0), typedFor(2, 'b', 11, 1));
    server.recordElsewhere(501);
    server.recordElsewhere(502);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'taken', number: 1 });
    expect(followingDeals(state)).toEqual([]);
    state = run(state, {
      type: 'draftSent',
      draftKey: 'key-a',
      key: 'key-a2',
      body: playedDeal(2, 10),
      withFollowing: true,
    });
    state = deliver(state, server);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-b', reason: 'taken', number: 2 });
  });
});

describe('a sheet that can take no more deals', () => {
  it('at the bell: nothing typed can be sent, everything can be dropped at once', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typed('a', 10, 0), typed('b', 11, 1));
    server.close();
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'closed' });
    expect(canResend(state)).toBe(false);
    expect(unsendable(state)).toBe(true);
    expect(nextSlot(state)).toBeNull();
    state = reduce(state, { type: 'unsentDropped' });
    expect(state.queue).toEqual([]);
    expect(state.draft).toBeNull();
  });

  it('a deal typed after the game ended elsewhere is the referee’s to drop', () => {
    const server = new SimulatedTable(0, 1);
    let state = run(opened(), read(server), typed('a', 10, 0));
    server.recordElsewhere(5);
    state = run(state, read(server));
    expect(state.draft).toMatchObject({ reason: 'taken' });
    state = run(state, { type: 'draftDropped', draftKey: 'key-a' });
    expect(nextSlot(state)).toBeNull();
  });

  it('at the bell, a deal the server may have is first checked with its key, never dropped unseen', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typed('a', 10, 0), {
      type: 'sendStarted',
      key: 'key-a',
    });
    server.record(playedDeal(0, 10), 'key-a', 1);
    server.close();
    state = run(
      state,
      { type: 'sendFailed', key: 'key-a', offline: true, at: NOW },
      { type: 'networkBack' },
      read(server),
    );
    expect(unsendable(state)).toBe(false);
    state = deliver(state, server);
    expect(state.queue).toEqual([]);
    expect(state.recorded).toMatchObject({ number: 1 });
  });

  it('a deal kept back because the game was over goes as typed once the game is open again', () => {
    const server = new SimulatedTable(0);
    server.recordElsewhere(1);
    const over = server.view();
    over.game.finished = true;
    let state = run(opened(), read(server), typed('a', 10, 1), {
      type: 'sheetRead',
      table: over,
      at: NOW,
    });
    expect(state.draft).toMatchObject({ key: 'key-a', reason: 'finished' });
    expect(canResend(state)).toBe(false);
    // The organiser corrects the last deal: the game goes on.
    state = run(state, read(server));
    expect(state.draft).toBeNull();
    expect(nextStep(state, NOW)).toMatchObject({ kind: 'send', deal: { key: 'key-a', number: 2 } });
  });

  it('a table taken back with its round: gone', () => {
    const server = new SimulatedTable(0);
    let state = run(opened(), read(server), typed('a', 10, 0));
    server.gone = true;
    state = reduce(state, { type: 'sheetGone' });
    expect(state.draft).toMatchObject({ reason: 'gone' });
    expect(unsendable(state)).toBe(true);
  });
});

describe('waitingDeals', () => {
  it('numbers the deals typed before the server answered once it has', () => {
    const server = new SimulatedTable(0);
    server.recordElsewhere(1);
    const stale = run(opened(), typed('a', 10, 1), typed('b', 11, 2));
    expect(waitingDeals(stale).map((deal) => deal.shownNumber)).toEqual([null, null]);
    const known = run(stale, read(server));
    expect(waitingDeals(known).map((deal) => deal.shownNumber)).toEqual([2, 3]);
  });
});
