import type {
  Call,
  ContractValue,
  DealBody,
  Doubling,
  Seat,
  SheetDeal,
  Suit,
  TeamSide,
} from '../lib/api-types';

/** The card points of a deal, last trick included (RULES-2018, "Card points"). */
export const TOTAL_CARD_POINTS = 157;

export type DraftMode = 'contract' | 'claim' | 'auction';

/**
 * A deal as the referee is typing it: every field as on screen, nothing computed. It is kept
 * on the phone as typed, so a reload loses nothing.
 */
export interface DealDraft {
  mode: DraftMode;
  value: ContractValue | null;
  suit: Suit | null;
  declarer: Seat | null;
  doubling: Doubling;
  /** The declaring team's card points as typed (team A's in auction mode). */
  points: string;
  allTricks: 'none' | TeamSide;
  /** One player alone took all tricks (a générale's "seul"). */
  allTricksSeat: Seat | null;
  claimTeam: TeamSide | null;
  claimPoints: { A: string; B: string };
  tricks: [string, string, string, string];
  auction: Call[];
}

export const EMPTY_DRAFT: DealDraft = {
  mode: 'contract',
  value: null,
  suit: null,
  declarer: null,
  doubling: 'none',
  points: '',
  allTricks: 'none',
  allTricksSeat: null,
  claimTeam: null,
  claimPoints: { A: '', B: '' },
  tricks: ['', '', '', ''],
  auction: [],
};

export const teamOfSeat = (seat: Seat): TeamSide => (seat % 2 === 0 ? 'A' : 'B');
const other = (team: TeamSide): TeamSide => (team === 'A' ? 'B' : 'A');

/** The other team's card points beside the typed ones: display only, the server checks them. */
export function complementPoints(typed: string): number | null {
  const points = wholeNumber(typed);
  return points === null || points > TOTAL_CARD_POINTS ? null : TOTAL_CARD_POINTS - points;
}

export type DraftField = 'value' | 'suit' | 'declarer' | 'points' | 'claim' | 'tricks' | 'auction';

export type BuiltDeal = { body: DealBody } | { missing: DraftField[] };

/** The request body for the draft, or the fields still to fill in. */
export function buildDealBody(draft: DealDraft, dealer: Seat): BuiltDeal {
  if (draft.mode === 'auction') return buildFromAuction(draft, dealer);
  const missing: DraftField[] = [];
  if (draft.value === null) missing.push('value');
  if (draft.suit === null) missing.push('suit');
  if (draft.declarer === null) missing.push('declarer');
  if (draft.mode === 'claim') {
    const A = wholeNumber(draft.claimPoints.A);
    const B = wholeNumber(draft.claimPoints.B);
    const tricks = draft.tricks.map((value) => wholeNumber(value === '' ? '0' : value));
    if (draft.claimTeam === null || A === null || B === null) missing.push('claim');
    if (tricks.some((count) => count === null)) missing.push('tricks');
    if (missing.length || draft.claimTeam === null || A === null || B === null) return { missing };
    return {
      body: {
        dealer,
        contract: { value: draft.value!, suit: draft.suit!, declarer: draft.declarer! },
        doubling: draft.doubling,
        claim: {
          team: draft.claimTeam,
          cardPointsSoFar: { A, B },
          tricksSoFar: tricks as [number, number, number, number],
        },
      },
    };
  }
  const cardPoints = cardPointsOf(draft);
  if (cardPoints === null) missing.push('points');
  if (missing.length || cardPoints === null) return { missing };
  const allTricks =
    draft.allTricks === 'none'
      ? undefined
      : {
          team: draft.allTricks,
          ...(draft.allTricksSeat !== null ? { seat: draft.allTricksSeat } : {}),
        };
  return {
    body: {
      dealer,
      contract: { value: draft.value!, suit: draft.suit!, declarer: draft.declarer! },
      doubling: draft.doubling,
      cardPoints,
      ...(allTricks ? { allTricks } : {}),
    },
  };
}

/** The card points of both teams: typed for the declaring team, 157 − x for the other. */
function cardPointsOf(draft: DealDraft): { A: number; B: number } | null {
  if (draft.declarer === null) return null;
  const declaring = teamOfSeat(draft.declarer);
  // All tricks to one team: it has every card point, whatever was typed.
  if (draft.allTricks !== 'none') {
    return draft.allTricks === 'A' ? { A: 157, B: 0 } : { A: 0, B: 157 };
  }
  const typed = wholeNumber(draft.points);
  if (typed === null || typed > TOTAL_CARD_POINTS) return null;
  const points = { [declaring]: typed, [other(declaring)]: TOTAL_CARD_POINTS - typed };
  return { A: points['A'] ?? 0, B: points['B'] ?? 0 };
}

function buildFromAuction(draft: DealDraft, dealer: Seat): BuiltDeal {
  if (draft.auction.length === 0) return { missing: ['auction'] };
  const A = wholeNumber(draft.points);
  if (A === null || A > TOTAL_CARD_POINTS) return { missing: ['points'] };
  return { body: { dealer, auction: draft.auction, cardPoints: { A, B: TOTAL_CARD_POINTS - A } } };
}

/** The seat whose turn it is in the auction: the dealer's right speaks first. */
export function seatToSpeak(dealer: Seat, calls: number): Seat {
  return ((dealer + 1 + calls) % 4) as Seat;
}

/** A recorded deal as a draft, for its correction. */
export function draftFromDeal(deal: SheetDeal): DealDraft {
  if ('passedOut' in deal) return EMPTY_DRAFT;
  const base: DealDraft = {
    ...EMPTY_DRAFT,
    value: deal.contract.value,
    suit: deal.contract.suit,
    declarer: deal.contract.declarer,
    doubling: deal.doubling,
  };
  if ('claim' in deal) {
    return {
      ...base,
      mode: 'claim',
      claimTeam: deal.claim.team,
      claimPoints: {
        A: String(deal.claim.cardPointsSoFar.A),
        B: String(deal.claim.cardPointsSoFar.B),
      },
      tricks: deal.claim.tricksSoFar.map(String) as DealDraft['tricks'],
    };
  }
  const declaring = teamOfSeat(deal.contract.declarer);
  return {
    ...base,
    points: deal.cardPoints ? String(deal.cardPoints[declaring]) : '',
    allTricks: deal.allTricks?.team ?? 'none',
    allTricksSeat: deal.allTricks?.seat ?? null,
  };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

export type FormField = DraftField | 'doubling' | 'allTricks';

const FIELD_OF_PATH: Array<[RegExp, FormField]> = [
  [/^contract\.suit/, 'suit'],
  [/^contract\.declarer/, 'declarer'],
  [/^contract/, 'value'],
  [/^cardPoints/, 'points'],
  [/^allTricks/, 'allTricks'],
  [/^claim\.tricksSoFar/, 'tricks'],
  [/^claim/, 'claim'],
  [/^(auction|calls)/, 'auction'],
  [/^doubling/, 'doubling'],
];

/**
 * The server's error details placed next to the form fields they name (`cardPoints.A` → the
 * points field); the rest (the dealer, the sheet version…) are shown above the form.
 */
export function placeErrors(details: ReadonlyArray<{ field: string; message: string }>): {
  byField: Partial<Record<FormField, string>>;
  general: string[];
} {
  const byField: Partial<Record<FormField, string>> = {};
  const general: string[] = [];
  for (const { field, message } of details) {
    const path = field.replace(/^deals?(\[\d+\]|\.\d+)?\.?/, '');
    const place = FIELD_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    if (place) byField[place] = byField[place] ? `${byField[place]} ${message}` : message;
    else general.push(message);
  }
  return { byField, general };
}

/** A deal body back into the form, for a deal the server refused. */
export function draftFromBody(body: DealBody): DealDraft {
  if ('passedOut' in body) return EMPTY_DRAFT;
  if ('auction' in body) {
    return {
      ...EMPTY_DRAFT,
      mode: 'auction',
      auction: body.auction,
      points: String(body.cardPoints.A),
    };
  }
  return draftFromDeal({
    ...body,
    number: 0,
    made: null,
    marks: { A: 0, B: 0 },
    totals: { A: 0, B: 0 },
  });
}

export function isEmptyDraft(draft: DealDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(EMPTY_DRAFT);
}
