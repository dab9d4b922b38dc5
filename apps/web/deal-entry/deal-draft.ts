import type {
  AnyContractValue,
  Call,
  DealBody,
  Doubling,
  RulesetForm,
  Seat,
  SheetDeal,
  Suit,
  TeamPoints,
  TeamSide,
} from '../lib/api-types';

export type DraftMode = 'contract' | 'claim' | 'auction';

/** No team, or the team a fact is about (all tricks, belote, revoke). */
export type TeamChoice = 'none' | TeamSide;

/**
 * A deal as the referee is typing it: every field as on screen, nothing computed. It is kept
 * on the phone as typed, so a reload loses nothing. What the game has no use for stays unused.
 */
export interface DealDraft {
  mode: DraftMode;
  value: AnyContractValue | null;
  suit: Suit | null;
  declarer: Seat | null;
  doubling: Doubling;
  /** The declaring team's points as typed (team A's in auction mode). */
  points: string;
  /**
   * The other team's points when typed over `totalPoints − points`, in a game whose points may
   * add up to less (Cinch: a point can stay in the stock); null while they follow the complement.
   */
  otherPoints: string | null;
  allTricks: TeamChoice;
  /** One player alone took all tricks (a générale's "seul"). */
  allTricksSeat: Seat | null;
  /** The team that announced belote–rebelote. */
  belote: TeamChoice;
  /** The team that revoked. */
  revoke: TeamChoice;
  claimTeam: TeamSide | null;
  claimPoints: { A: string; B: string };
  tricks: [string, string, string, string];
  auction: Call[];
  /** The next deal is entered by auction too (the referee asked for it). */
  keepAuction: boolean;
  /** Who dealt, when the phone cannot tell (its sheet not confirmed by the server). */
  dealer: Seat | null;
}

export const EMPTY_DRAFT: DealDraft = {
  mode: 'contract',
  value: null,
  suit: null,
  declarer: null,
  doubling: 'none',
  points: '',
  otherPoints: null,
  allTricks: 'none',
  allTricksSeat: null,
  belote: 'none',
  revoke: 'none',
  claimTeam: null,
  claimPoints: { A: '', B: '' },
  tricks: ['', '', '', ''],
  auction: [],
  keepAuction: false,
  dealer: null,
};

/** The empty form for the deal after this one: by auction only if the referee asked to keep it. */
export function nextDraft(draft: DealDraft): DealDraft {
  const auction = draft.keepAuction && draft.mode === 'auction';
  return { ...EMPTY_DRAFT, keepAuction: auction, mode: auction ? 'auction' : 'contract' };
}

/** A draft kept by an older version of the page, completed with the fields it did not have. */
export function normaliseDraft(stored: Partial<DealDraft> | null): DealDraft {
  return { ...EMPTY_DRAFT, ...stored };
}

export const teamOfSeat = (seat: Seat): TeamSide => (seat % 2 === 0 ? 'A' : 'B');
export const otherTeam = (team: TeamSide): TeamSide => (team === 'A' ? 'B' : 'A');

/** The ways a deal of this game can be entered: a claim only where the game has one. */
export function modesOf(form: RulesetForm): DraftMode[] {
  return form.facts.claim ? ['contract', 'claim', 'auction'] : ['contract', 'auction'];
}

/** Whether the game has a coinche to choose (Cinch has none). */
export const hasDoublings = (form: RulesetForm): boolean => form.doublings.length > 1;

/**
 * The doublings a contract may carry, as the game's form says: none but « Sans » on a contract
 * that cannot be coinched (the générale of the 2018 marque and of Jass coinché).
 */
export function doublingsFor(form: RulesetForm, value: DealDraft['value']): readonly Doubling[] {
  if (value !== null && form.uncoinchable.includes(value)) return ['none'];
  return form.doublings;
}

/** A new contract value, and its doubling back to « Sans » if that contract cannot carry it. */
export function withContractValue(
  draft: DealDraft,
  value: DealDraft['value'],
  form: RulesetForm,
): Partial<DealDraft> {
  const doubling = doublingsFor(form, value).includes(draft.doubling) ? draft.doubling : 'none';
  return { value, doubling };
}

/** The other team's points beside the typed ones (`totalPoints − x`): display only. */
export function complementPoints(typed: string, form: RulesetForm): number | null {
  const points = pointsOf(typed, form);
  return points === null ? null : form.totalPoints - points;
}

/** The other team's points as the form shows them: typed over, or the complement. */
export function otherPointsShown(draft: DealDraft, form: RulesetForm): string {
  if (form.pointsAddUp === 'at-most' && draft.otherPoints !== null) return draft.otherPoints;
  return String(complementPoints(draft.points, form) ?? '');
}

export type DraftField =
  'value' | 'suit' | 'declarer' | 'points' | 'claim' | 'tricks' | 'auction' | 'dealer';

export type BuiltDeal = { body: DealBody } | { missing: DraftField[] };

/** The request body of the draft in this game, or the fields still to fill in. */
export function buildDealBody(draft: DealDraft, dealer: Seat, form: RulesetForm): BuiltDeal {
  if (draft.mode === 'auction') return buildFromAuction(draft, dealer, form);
  const value = draft.value !== null && form.contracts.includes(draft.value) ? draft.value : null;
  const { suit, declarer } = draft;
  const missing: DraftField[] = [];
  if (value === null) missing.push('value');
  if (suit === null) missing.push('suit');
  if (declarer === null) missing.push('declarer');
  const doubling = form.doublings.includes(draft.doubling) ? draft.doubling : 'none';
  if (draft.mode === 'claim' && form.facts.claim) {
    const claim = claimOf(draft, missing);
    if (!claim || value === null || suit === null || declarer === null) return { missing };
    return { body: { dealer, contract: { value, suit, declarer }, doubling, claim } };
  }
  const cardPoints = declarer === null ? null : cardPointsOf(draft, teamOfSeat(declarer), form);
  if (cardPoints === null) missing.push('points');
  if (!cardPoints || value === null || suit === null || declarer === null) return { missing };
  return {
    body: {
      dealer,
      contract: { value, suit, declarer },
      // A game without coinche (Cinch) takes no doubling at all.
      ...(hasDoublings(form) ? { doubling } : {}),
      cardPoints,
      ...extrasOf(draft, form),
    },
  };
}

function buildFromAuction(draft: DealDraft, dealer: Seat, form: RulesetForm): BuiltDeal {
  if (draft.auction.length === 0) return { missing: ['auction'] };
  // Four passes: a passed-out deal, with no points to ask.
  if (auctionPassedOut(draft.auction)) return { body: { dealer, passedOut: true } };
  const cardPoints = cardPointsOf(draft, biddingTeam(draft.auction) ?? 'A', form);
  if (cardPoints === null) return { missing: ['points'] };
  return { body: { dealer, auction: draft.auction, cardPoints, ...extrasOf(draft, form) } };
}

/**
 * Both teams' points: typed for `typedTeam`, and for the other `totalPoints − x`, or what was
 * typed over it where the game's points may add up to less. All tricks to one team: it has them all.
 */
function cardPointsOf(draft: DealDraft, typedTeam: TeamSide, form: RulesetForm): TeamPoints | null {
  if (form.facts.allTricks && draft.allTricks !== 'none') {
    return draft.allTricks === 'A' ? { A: form.totalPoints, B: 0 } : { A: 0, B: form.totalPoints };
  }
  const typed = pointsOf(draft.points, form);
  const other =
    form.pointsAddUp === 'at-most' && draft.otherPoints !== null
      ? pointsOf(draft.otherPoints, form)
      : complementPoints(draft.points, form);
  if (typed === null || other === null) return null;
  return typedTeam === 'A' ? { A: typed, B: other } : { A: other, B: typed };
}

/** The facts of the game beside contract and points, each only when the game has it. */
function extrasOf(draft: DealDraft, form: RulesetForm) {
  const { facts } = form;
  const alone =
    facts.allTricksAlone &&
    draft.allTricksSeat !== null &&
    teamOfSeat(draft.allTricksSeat) === draft.allTricks;
  return {
    ...(facts.allTricks && draft.allTricks !== 'none'
      ? {
          allTricks: {
            team: draft.allTricks,
            ...(alone && draft.allTricksSeat !== null ? { seat: draft.allTricksSeat } : {}),
          },
        }
      : {}),
    ...(facts.belote && draft.belote !== 'none' ? { belote: draft.belote } : {}),
    ...(facts.revoke && draft.revoke !== 'none' ? { revoke: draft.revoke } : {}),
  };
}

function claimOf(draft: DealDraft, missing: DraftField[]) {
  const A = wholeNumber(draft.claimPoints.A);
  const B = wholeNumber(draft.claimPoints.B);
  const tricks = draft.tricks.map((count) => wholeNumber(count === '' ? '0' : count));
  if (draft.claimTeam === null || A === null || B === null) missing.push('claim');
  if (tricks.some((count) => count === null)) missing.push('tricks');
  if (missing.length || draft.claimTeam === null || A === null || B === null) return null;
  return {
    team: draft.claimTeam,
    cardPointsSoFar: { A, B },
    tricksSoFar: tricks as [number, number, number, number],
  };
}

/**
 * The team of the last bid, whose points the referee types as in contract mode: the last bid
 * is the highest, the contract the server will read from the auction. Null before any bid.
 */
export function biddingTeam(calls: readonly Call[]): TeamSide | null {
  const last = [...calls].reverse().find((call) => call.type === 'bid');
  return last ? teamOfSeat(last.seat) : null;
}

/** Four passes and no bid: the deal is passed out (in every game with an auction). */
export function auctionPassedOut(calls: readonly Call[]): boolean {
  return calls.length === 4 && calls.every((call) => call.type === 'pass');
}

/** The two seats of a team. */
export const seatsOf = (team: TeamSide): Seat[] => (team === 'A' ? [0, 2] : [1, 3]);

const lastBidOf = (calls: readonly Call[]) =>
  [...calls].reverse().find((call) => call.type === 'bid');

/**
 * Who may coinche now (out of turn, until the first card): either player of the team opposing
 * the last bid, until a coinche; nobody before a bid, in a game without coinche, or on a
 * contract the game's form says cannot be coinched (the générale).
 */
export function coinchers(calls: readonly Call[], form: RulesetForm): Seat[] {
  const bid = lastBidOf(calls);
  if (!form.calls.includes('coinche') || !bid || bid.type !== 'bid') return [];
  if (form.uncoinchable.includes(bid.value)) return [];
  if (calls.some((call) => call.type === 'coinche' || call.type === 'surcoinche')) return [];
  return seatsOf(otherTeam(teamOfSeat(bid.seat)));
}

/** Who may surcoinche now: either player of the declaring team, right after the coinche. */
export function surcoinchers(calls: readonly Call[], form: RulesetForm): Seat[] {
  const bid = lastBidOf(calls);
  if (!form.calls.includes('surcoinche') || calls[calls.length - 1]?.type !== 'coinche') return [];
  return bid ? seatsOf(teamOfSeat(bid.seat)) : [];
}

/** The seat whose turn it is in the auction: the seat after the dealer speaks first. */
export function seatToSpeak(dealer: Seat, calls: number): Seat {
  return ((dealer + 1 + calls) % 4) as Seat;
}

/**
 * How many calls the auction may have: a game without coinche (Cinch) bids one round of four,
 * the dealer last; the coinche games go on until the passes end them (no limit here).
 */
export function callLimit(form: RulesetForm): number | null {
  return form.calls.includes('coinche') ? null : 4;
}

/**
 * Whether no more bids can come: three passes after the last bid, a coinche or surcoinche, or a
 * générale (only a coinche, then a surcoinche, may still follow). The server decides; this only
 * tells the form to stop offering bids.
 */
export function biddingClosed(calls: readonly Call[]): boolean {
  const lastBid = calls.map((call) => call.type).lastIndexOf('bid');
  const bid = calls[lastBid];
  if (!bid || bid.type !== 'bid') return false;
  if (bid.value === 'generale') return true;
  const after = calls.slice(lastBid + 1);
  const doubled = after.some((call) => call.type === 'coinche' || call.type === 'surcoinche');
  return doubled || after.filter((call) => call.type === 'pass').length >= 3;
}

/**
 * The team that has every card point of a deal whose « tous les plis » was left at « non »: a
 * capot forgotten, or a deal where the other team took a trick worth nothing. The form asks
 * once before saving. Null when the game records no such fact or nothing is to ask.
 */
export function allPointsWithoutAllTricks(body: DealBody, form: RulesetForm): TeamSide | null {
  if (!form.facts.allTricks || !('cardPoints' in body) || body.allTricks) return null;
  const sides: TeamSide[] = ['A', 'B'];
  return sides.find((side) => body.cardPoints[side] === form.totalPoints) ?? null;
}

/** A recorded deal as a draft, for its correction. */
export function draftFromDeal(deal: SheetDeal, form: RulesetForm): DealDraft {
  if ('passedOut' in deal) return EMPTY_DRAFT;
  const base: DealDraft = {
    ...EMPTY_DRAFT,
    value: deal.contract.value,
    suit: deal.contract.suit,
    declarer: deal.contract.declarer,
    doubling: deal.doubling ?? 'none',
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
  return {
    ...base,
    ...pointsDraft(deal.cardPoints, teamOfSeat(deal.contract.declarer), form),
    allTricks: deal.allTricks?.team ?? 'none',
    allTricksSeat: deal.allTricks?.seat ?? null,
    belote: deal.belote ?? 'none',
    revoke: deal.revoke ?? 'none',
  };
}

/** A deal body back into the form, for a deal the server refused. */
export function draftFromBody(body: DealBody, form: RulesetForm): DealDraft {
  if ('passedOut' in body) return EMPTY_DRAFT;
  if ('auction' in body) {
    return {
      ...EMPTY_DRAFT,
      mode: 'auction',
      auction: body.auction,
      ...pointsDraft(body.cardPoints, biddingTeam(body.auction) ?? 'A', form),
      allTricks: body.allTricks?.team ?? 'none',
      allTricksSeat: body.allTricks?.seat ?? null,
      belote: body.belote ?? 'none',
      revoke: body.revoke ?? 'none',
    };
  }
  return draftFromDeal(
    { ...body, number: 0, made: null, marks: { A: 0, B: 0 }, totals: { A: 0, B: 0 } },
    form,
  );
}

/** The typed team's points, and the other's only where they were typed over the complement. */
function pointsDraft(cardPoints: TeamPoints, typedTeam: TeamSide, form: RulesetForm) {
  const typed = cardPoints[typedTeam];
  const other = cardPoints[otherTeam(typedTeam)];
  const typedOver = form.pointsAddUp === 'at-most' && other !== form.totalPoints - typed;
  return { points: String(typed), otherPoints: typedOver ? String(other) : null };
}

/** Nothing typed: how the deal is entered aside, the form is as a new deal opens it. */
export function isEmptyDraft(draft: DealDraft): boolean {
  const facts = (entry: DealDraft) => ({ ...entry, mode: null, keepAuction: null });
  return JSON.stringify(facts(draft)) === JSON.stringify(facts(EMPTY_DRAFT));
}

/** A team's points as typed, within the deal's total; null for anything else. */
function pointsOf(text: string, form: RulesetForm): number | null {
  const points = wholeNumber(text);
  return points === null || points > form.totalPoints ? null : points;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}
