import type { TournamentsService } from '../tournaments/tournaments.service';
import type { EventsRepository } from './events.repository';
import { REPLAY_PAGE, StreamReads } from './stream-reads';
import { StreamTurns } from './stream-turns';
import type { TournamentEvent } from './tournament-event';

// Who may share a page read. The order of subscriptions and reads is the whole rule, so these
// tests hold each read open and decide when it answers; `events-replay-sharing.spec.ts` runs the
// same on the real API and database, with events committed throughout.

const TOURNAMENT = 't-1';

/** A read of the events after `afterId`, answered when the test says. */
interface HeldRead {
  afterId: number;
  answer(count: number): void;
}

function events(afterId: number, count: number): TournamentEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: afterId + index + 1,
    tournamentId: TOURNAMENT,
    type: 'deal' as const,
    data: {},
  }));
}

function streamReads() {
  const reads: HeldRead[] = [];
  const repository = {
    eventsAfter: (_tournamentId: string, afterId: number) =>
      new Promise<TournamentEvent[]>((resolve) =>
        reads.push({ afterId, answer: (count) => resolve(events(afterId, count)) }),
      ),
  } as unknown as EventsRepository;
  const sut = new StreamReads({} as TournamentsService, repository, new StreamTurns());
  return { sut, reads };
}

/** Lets the reads that were asked start (StreamReads starts them in later microtasks). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamReads.page', () => {
  it('gives the end of what is stored, read once, to the streams subscribed before its read began', async () => {
    const { sut, reads } = streamReads();
    const first = sut.subscribed();
    const second = sut.subscribed();
    const pages = [sut.page(TOURNAMENT, 400, first), sut.page(TOURNAMENT, 400, second)];
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]!.answer(7);
    const [a, b] = await Promise.all(pages);
    expect(a).toHaveLength(7);
    expect(b).toBe(a);
  });

  it('reads it again for a stream subscribed after that read began', async () => {
    const { sut, reads } = streamReads();
    const early = sut.page(TOURNAMENT, 400, sut.subscribed());
    await settle();
    // Subscribed now, while the first read runs: an event committed since it began could be in
    // neither that page nor this stream's live events.
    const late = sut.page(TOURNAMENT, 400, sut.subscribed());
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]!.answer(7);
    expect(await early).toHaveLength(7);
    await settle();
    expect(reads).toHaveLength(2);
    expect(reads[1]!.afterId).toBe(400);
    reads[1]!.answer(9);
    expect(await late).toHaveLength(9);
  });

  it('shares a read still waiting its turn with any stream, subscribed before it begins', async () => {
    const { sut, reads } = streamReads();
    // Three reads run at once (MAX_STREAM_READS): a fourth page waits its turn.
    const busy = [100, 200, 300].map((afterId) => sut.page(TOURNAMENT, afterId, sut.subscribed()));
    const queued = sut.page(TOURNAMENT, 400, sut.subscribed());
    await settle();
    const joining = sut.page(TOURNAMENT, 400, sut.subscribed());
    await settle();
    expect(reads.map((read) => read.afterId)).toEqual([100, 200, 300]);
    reads[0]!.answer(REPLAY_PAGE);
    await settle();
    expect(reads.map((read) => read.afterId)).toEqual([100, 200, 300, 400]);
    reads[3]!.answer(3);
    expect(await joining).toBe(await queued);
    reads[1]!.answer(REPLAY_PAGE);
    reads[2]!.answer(REPLAY_PAGE);
    await Promise.all(busy);
    expect(reads).toHaveLength(4);
  });

  it('keeps a full page for any stream that comes later, subscribed whenever', async () => {
    const { sut, reads } = streamReads();
    const first = sut.page(TOURNAMENT, 0, sut.subscribed());
    await settle();
    reads[0]!.answer(REPLAY_PAGE);
    const page = await first;
    expect(await sut.page(TOURNAMENT, 0, sut.subscribed())).toBe(page);
    expect(reads).toHaveLength(1);
  });

  it('gives a full page being read to a stream subscribed after its read began', async () => {
    const { sut, reads } = streamReads();
    const early = sut.page(TOURNAMENT, 0, sut.subscribed());
    await settle();
    const late = sut.page(TOURNAMENT, 0, sut.subscribed());
    reads[0]!.answer(REPLAY_PAGE);
    expect(await late).toBe(await early);
    expect(reads).toHaveLength(1);
  });
});
