import type { ApiErrorCode } from '@marque/contracts';
import type {
  ApiErrorBody,
  DealBody,
  GameSummary,
  Seat,
  SheetDeal,
  TableView,
} from '../lib/api-types';
import { tableOf } from '../deal-entry/rulesets.fixture';
import type { ReadAnswer, SendAnswer } from './outbox-controller';
import { dealerOf } from './outbox-state';

// For the outbox's specs: one table's score sheet with the API's rules for a deal
// (apps/api/src/tables/tables.service.ts), in memory. Facts are valid when the card points add
// up to 157 (or the deal is passed out); the game ends after `dealsToWin` deals.

interface StoredDeal {
  number: number;
  dealer: Seat;
  body: DealBody;
  key: string | null;
  /** The number it was sent for (`X-Deal-Number`). */
  sentAs: number | null;
}

export class SimulatedTable {
  readonly deals: StoredDeal[] = [];
  version = 1;
  closed = false;
  gone = false;
  private readonly replies = new Map<string, { body: string; answer: SendAnswer }>();

  constructor(
    readonly firstDealer: Seat = 1,
    readonly dealsToWin = 12,
  ) {}

  get count(): number {
    return this.deals.length;
  }

  get finished(): boolean {
    return this.closed || this.deals.length >= this.dealsToWin;
  }

  get nextDealer(): Seat {
    return dealerOf(this.firstDealer, this.count + 1);
  }

  /** `POST /api/tables/:id/deals`, in the API's order of checks. */
  record(body: DealBody, key: string | null, number?: number): SendAnswer {
    if (this.gone) return refusal(404, 'TABLE_NOT_FOUND');
    const text = JSON.stringify(body);
    const replay = key === null ? undefined : this.replies.get(key);
    if (replay)
      return replay.body === text ? replay.answer : refusal(409, 'IDEMPOTENCY_KEY_REUSED');
    if (this.closed) return refusal(409, 'ROUND_CLOSED_AT_BELL');
    if (number !== undefined && number !== this.count + 1)
      return refusal(409, 'DEAL_NUMBER_MISMATCH');
    const last = this.deals[this.deals.length - 1];
    if (body.dealer !== this.nextDealer) {
      return last?.dealer === body.dealer
        ? refusal(409, 'DEAL_JUST_RECORDED')
        : refusal(422, 'DEALER_NOT_EXPECTED', 'dealer');
    }
    if (!validFacts(body)) return refusal(422, 'CARD_POINTS_SUM', 'cardPoints');
    if (this.finished) return refusal(409, 'GAME_OVER');
    this.deals.push({
      number: this.count + 1,
      dealer: body.dealer,
      body,
      key,
      sentAs: number ?? null,
    });
    this.version += 1;
    const answer: SendAnswer = { kind: 'recorded', number: this.count, game: this.summary() };
    if (key !== null) this.replies.set(key, { body: text, answer });
    return answer;
  }

  /** Another device (the organiser, a second phone) records the next deal. */
  recordElsewhere(tag: number): SendAnswer {
    return this.record(playedDeal(this.nextDealer, tag), null);
  }

  deleteLast(): boolean {
    if (this.closed || this.gone || this.deals.length === 0) return false;
    this.deals.pop();
    this.version += 1;
    return true;
  }

  /** The bell. */
  close(): void {
    if (this.gone || this.closed) return;
    this.closed = true;
    this.version += 1;
  }

  read(): ReadAnswer {
    return this.gone ? { kind: 'gone' } : { kind: 'table', table: this.view() };
  }

  view(): TableView {
    const deals = this.deals.map(
      (deal) =>
        ({
          ...deal.body,
          number: deal.number,
          made: null,
          marks: { A: 0, B: 0 },
          totals: { A: 0, B: 0 },
        }) as SheetDeal,
    );
    return {
      ...tableOf('marque-2018'),
      id: 'table-1',
      number: 1,
      round: 1,
      tournamentId: 'tournament-1',
      target: 2000,
      dealsPerGame: null,
      firstDealer: this.firstDealer,
      nextDealer: this.finished ? null : this.nextDealer,
      game: { ...this.summary(), closedAtBell: this.closed, deals },
    } as TableView;
  }

  private summary(): GameSummary {
    return {
      version: this.version,
      totals: { A: 0, B: 0 },
      finished: this.finished,
      winner: null,
      dealsCounted: this.deals.length,
    } as GameSummary;
  }
}

/** A played deal whose card points carry `tag` (team A's points), valid unless told. */
export function playedDeal(dealer: Seat, tag: number, valid = true): DealBody {
  return {
    dealer,
    contract: { value: 80, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: tag, B: valid ? 157 - tag : 160 },
  };
}

/** The tag of a played deal, or null (passed out). */
export function tagOf(body: DealBody): number | null {
  return 'cardPoints' in body && body.cardPoints ? body.cardPoints.A : null;
}

function validFacts(body: DealBody): boolean {
  if ('passedOut' in body) return true;
  return 'cardPoints' in body && body.cardPoints.A + body.cardPoints.B === 157;
}

function refusal(statusCode: number, code: ApiErrorCode, field?: string): SendAnswer {
  const error: ApiErrorBody = {
    statusCode,
    error: statusCode === 409 ? 'Conflict' : 'Unprocessable Entity',
    code,
    message: code,
    ...(field ? { details: [{ field, message: code, code }] } : {}),
  };
  return { kind: 'refused', error };
}
