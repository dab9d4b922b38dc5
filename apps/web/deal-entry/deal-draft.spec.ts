import type { Call, SheetDeal } from '../lib/api-types';
import {
  EMPTY_DRAFT,
  allPointsWithoutAllTricks,
  auctionPassedOut,
  biddingTeam,
  buildDealBody,
  biddingClosed,
  callLimit,
  coinchers,
  complementPoints,
  draftFromBody,
  draftFromDeal,
  doublingsFor,
  hasDoublings,
  isEmptyDraft,
  modesOf,
  nextDraft,
  normaliseDraft,
  otherPointsShown,
  seatToSpeak,
  surcoinchers,
  withContractValue,
  type DealDraft,
} from './deal-draft';
import { formOf } from './rulesets.fixture';

const draft = (changes: Partial<DealDraft>): DealDraft => ({ ...EMPTY_DRAFT, ...changes });
const marque = formOf('marque-2018');
const jass = formOf('jass-coinche');
const belote = formOf('belote-coinchee');
const cinch = formOf('cinch');

const recorded = (facts: Partial<SheetDeal>): SheetDeal =>
  ({
    number: 1,
    dealer: 0,
    made: true,
    marks: { A: 0, B: 0 },
    totals: { A: 0, B: 0 },
    ...facts,
  }) as SheetDeal;

describe('buildDealBody, marque 2018', () => {
  it('gives the other team 157 − the declaring team points', () => {
    const built = buildDealBody(
      draft({ value: 80, suit: 'hearts', declarer: 1, doubling: 'coinche', points: '101' }),
      3,
      marque,
    );
    expect(built).toEqual({
      body: {
        dealer: 3,
        contract: { value: 80, suit: 'hearts', declarer: 1 },
        doubling: 'coinche',
        cardPoints: { A: 56, B: 101 },
      },
    });
  });

  it('gives all card points to the team that took all tricks, and names a lone player', () => {
    const built = buildDealBody(
      draft({ value: 'generale', suit: 'clubs', declarer: 0, allTricks: 'A', allTricksSeat: 0 }),
      2,
      marque,
    );
    expect(built).toMatchObject({
      body: { cardPoints: { A: 157, B: 0 }, allTricks: { team: 'A', seat: 0 } },
    });
  });

  it('lists what is still missing, points beyond 157 among them', () => {
    expect(buildDealBody(draft({ value: 90, points: '200' }), 0, marque)).toEqual({
      missing: ['suit', 'declarer', 'points'],
    });
    expect(
      buildDealBody(draft({ value: 90, suit: 'spades', declarer: 0, points: '158' }), 0, marque),
    ).toEqual({ missing: ['points'] });
  });

  it('builds a claim with the points and tricks so far', () => {
    const built = buildDealBody(
      draft({
        mode: 'claim',
        value: 100,
        suit: 'spades',
        declarer: 2,
        claimTeam: 'A',
        claimPoints: { A: '62', B: '20' },
        tricks: ['2', '1', '1', ''],
      }),
      1,
      marque,
    );
    expect(built).toEqual({
      body: {
        dealer: 1,
        contract: { value: 100, suit: 'spades', declarer: 2 },
        doubling: 'none',
        claim: { team: 'A', cardPointsSoFar: { A: 62, B: 20 }, tricksSoFar: [2, 1, 1, 0] },
      },
    });
  });

  it('sends an auction call by call with the points of the team that bid last, as typed', () => {
    const auction: Call[] = [
      { seat: 1, type: 'bid', value: 80, suit: 'hearts' },
      { seat: 2, type: 'coinche' },
    ];
    expect(biddingTeam(auction)).toBe('B');
    expect(buildDealBody(draft({ mode: 'auction', auction, points: '90' }), 0, marque)).toEqual({
      body: { dealer: 0, auction, cardPoints: { A: 67, B: 90 } },
    });
    expect(biddingTeam([{ seat: 0, type: 'pass' }])).toBeNull();
  });

  it('opens the next deal in contract mode unless the referee keeps the auction', () => {
    const auction = draft({ mode: 'auction', points: '90' });
    expect(nextDraft(auction)).toEqual(EMPTY_DRAFT);
    expect(nextDraft({ ...auction, keepAuction: true })).toEqual(
      draft({ mode: 'auction', keepAuction: true }),
    );
    expect(isEmptyDraft(draft({ mode: 'auction', keepAuction: true }))).toBe(true);
    expect(isEmptyDraft(draft({ dealer: 2 }))).toBe(false);
  });

  it('asks for at least one call in auction mode', () => {
    expect(buildDealBody(draft({ mode: 'auction', points: '90' }), 0, marque)).toEqual({
      missing: ['auction'],
    });
  });

  it('sends no belote and no revoke: the 36-card games have neither', () => {
    const built = buildDealBody(
      draft({ value: 90, suit: 'spades', declarer: 0, points: '90', belote: 'A', revoke: 'B' }),
      0,
      marque,
    );
    expect(built).toEqual({
      body: {
        dealer: 0,
        contract: { value: 90, suit: 'spades', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 90, B: 67 },
      },
    });
  });
});

describe('buildDealBody, Jass coinché', () => {
  it('takes a 50, and refuses a contract of another game as not chosen', () => {
    const played = { suit: 'hearts' as const, declarer: 0 as const, points: '52' };
    expect(buildDealBody(draft({ ...played, value: 50 }), 0, jass)).toMatchObject({
      body: { contract: { value: 50 }, cardPoints: { A: 52, B: 105 } },
    });
    expect(buildDealBody(draft({ ...played, value: 'capot' }), 0, jass)).toEqual({
      missing: ['value'],
    });
  });
});

describe('buildDealBody, belote coinchée', () => {
  it('gives the other team 162 − x and says which team announced belote', () => {
    const built = buildDealBody(
      draft({ value: 90, suit: 'spades', declarer: 0, points: '83', belote: 'A' }),
      3,
      belote,
    );
    expect(built).toEqual({
      body: {
        dealer: 3,
        contract: { value: 90, suit: 'spades', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 83, B: 79 },
        belote: 'A',
      },
    });
  });

  it('records a capot with all 162 points to the team, never one player alone', () => {
    const built = buildDealBody(
      draft({
        value: 'capot',
        suit: 'hearts',
        declarer: 2,
        doubling: 'coinche',
        allTricks: 'A',
        allTricksSeat: 2,
      }),
      1,
      belote,
    );
    expect(built).toEqual({
      body: {
        dealer: 1,
        contract: { value: 'capot', suit: 'hearts', declarer: 2 },
        doubling: 'coinche',
        cardPoints: { A: 162, B: 0 },
        allTricks: { team: 'A' },
      },
    });
  });

  it('builds a played deal from a draft left in claim mode: the game has no claim', () => {
    const built = buildDealBody(
      draft({ mode: 'claim', value: 120, suit: 'spades', declarer: 1, points: '92' }),
      0,
      belote,
    );
    expect(built).toMatchObject({ body: { cardPoints: { A: 70, B: 92 } } });
  });

  it('sends an auction with team A points, 162 − x to team B, and the belote', () => {
    const auction: Call[] = [
      { seat: 1, type: 'pass' },
      { seat: 2, type: 'bid', value: 140, suit: 'diamonds' },
    ];
    expect(
      buildDealBody(draft({ mode: 'auction', auction, points: '132', belote: 'A' }), 0, belote),
    ).toEqual({ body: { dealer: 0, auction, cardPoints: { A: 132, B: 30 }, belote: 'A' } });
  });

  it('lists the points as missing beyond 162', () => {
    expect(
      buildDealBody(draft({ value: 80, suit: 'clubs', declarer: 1, points: '163' }), 0, belote),
    ).toEqual({ missing: ['points'] });
  });
});

describe('buildDealBody, Cinch', () => {
  const bid = { value: 7 as const, suit: 'clubs' as const, declarer: 0 as const };

  it('sends no doubling, and 14 − p to the defenders unless typed over', () => {
    expect(buildDealBody(draft({ ...bid, points: '12' }), 3, cinch)).toEqual({
      body: { dealer: 3, contract: { ...bid }, cardPoints: { A: 12, B: 2 } },
    });
    expect(buildDealBody(draft({ ...bid, points: '6', otherPoints: '7' }), 3, cinch)).toEqual({
      body: { dealer: 3, contract: { ...bid }, cardPoints: { A: 6, B: 7 } },
    });
  });

  it('puts the declaring team B points on B, and says which team revoked', () => {
    const built = buildDealBody(
      draft({ value: 9, suit: 'spades', declarer: 3, points: '8', revoke: 'A' }),
      2,
      cinch,
    );
    expect(built).toEqual({
      body: {
        dealer: 2,
        contract: { value: 9, suit: 'spades', declarer: 3 },
        cardPoints: { A: 6, B: 8 },
        revoke: 'A',
      },
    });
  });

  it('lists the points as missing beyond 14, or when the defenders’ are wiped out', () => {
    expect(buildDealBody(draft({ ...bid, points: '15' }), 0, cinch)).toEqual({
      missing: ['points'],
    });
    expect(buildDealBody(draft({ ...bid, points: '7', otherPoints: '' }), 0, cinch)).toEqual({
      missing: ['points'],
    });
  });

  it('refuses a coinche contract and ignores a doubling and all tricks it does not have', () => {
    expect(buildDealBody(draft({ ...bid, value: 80, points: '7' }), 0, cinch)).toEqual({
      missing: ['value'],
    });
    const built = buildDealBody(
      draft({ ...bid, points: '14', doubling: 'coinche', allTricks: 'A', belote: 'A' }),
      0,
      cinch,
    );
    expect(built).toEqual({ body: { dealer: 0, contract: bid, cardPoints: { A: 14, B: 0 } } });
  });

  it('sends its one round of calls with both teams’ points', () => {
    const auction: Call[] = [
      { seat: 1, type: 'pass' },
      { seat: 2, type: 'bid', value: 8, suit: 'hearts' },
      { seat: 3, type: 'pass' },
      { seat: 0, type: 'pass' },
    ];
    expect(
      buildDealBody(draft({ mode: 'auction', auction, points: '7', revoke: 'B' }), 0, cinch),
    ).toEqual({ body: { dealer: 0, auction, cardPoints: { A: 7, B: 7 }, revoke: 'B' } });
  });
});

describe('the form of each game', () => {
  it('offers a claim only where the game has one', () => {
    expect(modesOf(marque)).toEqual(['contract', 'claim', 'auction']);
    expect(modesOf(belote)).toEqual(['contract', 'auction']);
    expect(modesOf(cinch)).toEqual(['contract', 'auction']);
  });

  it('offers a coinche in every game but Cinch', () => {
    expect([marque, jass, belote, cinch].map(hasDoublings)).toEqual([true, true, true, false]);
  });

  it('ends a Cinch auction after four calls, the coinche games when the passes say so', () => {
    expect([marque, belote, cinch].map(callLimit)).toEqual([null, null, 4]);
  });
});

describe('complementPoints', () => {
  it.each([
    ['0', marque, 157],
    ['82', marque, 75],
    ['157', marque, 0],
    ['158', marque, null],
    ['83', belote, 79],
    ['162', belote, 0],
    ['163', belote, null],
    ['12', cinch, 2],
    ['15', cinch, null],
    ['', marque, null],
    ['8a', marque, null],
  ])('shows %p as the other side of %p', (typed, form, expected) => {
    expect(complementPoints(typed, form)).toBe(expected);
  });

  it('shows the Cinch defenders’ points as typed over the complement', () => {
    expect(otherPointsShown(draft({ points: '6' }), cinch)).toBe('8');
    expect(otherPointsShown(draft({ points: '6', otherPoints: '7' }), cinch)).toBe('7');
    expect(otherPointsShown(draft({ points: '6', otherPoints: '7' }), marque)).toBe('151');
  });
});

describe('seatToSpeak', () => {
  it('starts at the seat after the dealer and goes round', () => {
    expect([0, 1, 2, 3, 4].map((calls) => seatToSpeak(3, calls))).toEqual([0, 1, 2, 3, 0]);
  });
});

describe('draftFromDeal', () => {
  it('puts a recorded deal back as typed', () => {
    const restored = draftFromDeal(
      recorded({
        contract: { value: 110, suit: 'diamonds', declarer: 3 },
        doubling: 'surcoinche',
        cardPoints: { A: 40, B: 117 },
      }),
      marque,
    );
    expect(restored).toMatchObject({
      value: 110,
      declarer: 3,
      doubling: 'surcoinche',
      points: '117',
      otherPoints: null,
    });
  });

  it('puts back a belote coinchée deal with its belote and all tricks', () => {
    const restored = draftFromDeal(
      recorded({
        contract: { value: 'capot', suit: 'hearts', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 162, B: 0 },
        allTricks: { team: 'A' },
        belote: 'B',
      }),
      belote,
    );
    expect(restored).toMatchObject({
      value: 'capot',
      points: '162',
      allTricks: 'A',
      allTricksSeat: null,
      belote: 'B',
    });
  });

  it('puts back a Cinch deal: no doubling, its revoke, the defenders’ points when not 14 − p', () => {
    const contract = { value: 6 as const, suit: 'spades' as const, declarer: 1 as const };
    expect(
      draftFromDeal(recorded({ contract, cardPoints: { A: 7, B: 6 }, revoke: 'A' }), cinch),
    ).toMatchObject({ doubling: 'none', points: '6', otherPoints: '7', revoke: 'A' });
    expect(draftFromDeal(recorded({ contract, cardPoints: { A: 2, B: 12 } }), cinch)).toMatchObject(
      { points: '12', otherPoints: null, revoke: 'none' },
    );
  });

  it('gives an empty form for a passed-out deal', () => {
    expect(draftFromDeal(recorded({ passedOut: true }), cinch)).toEqual(EMPTY_DRAFT);
  });
});

describe('draftFromBody', () => {
  it('puts a refused belote coinchée body back into the form', () => {
    const restored = draftFromBody(
      {
        dealer: 1,
        contract: { value: 90, suit: 'spades', declarer: 1 },
        doubling: 'coinche',
        cardPoints: { A: 81, B: 81 },
        belote: 'B',
      },
      belote,
    );
    expect(restored).toEqual(
      draft({
        value: 90,
        suit: 'spades',
        declarer: 1,
        doubling: 'coinche',
        points: '81',
        belote: 'B',
      }),
    );
  });

  it('puts a refused Cinch auction back with both teams’ points', () => {
    const auction: Call[] = [{ seat: 1, type: 'bid', value: 4, suit: 'clubs' }];
    expect(
      draftFromBody({ dealer: 0, auction, cardPoints: { A: 4, B: 4 }, revoke: 'A' }, cinch),
    ).toEqual(draft({ mode: 'auction', auction, points: '4', otherPoints: '4', revoke: 'A' }));
  });

  it('gives an empty form for a passed-out deal', () => {
    expect(isEmptyDraft(draftFromBody({ dealer: 2, passedOut: true }, marque))).toBe(true);
  });
});

describe('normaliseDraft', () => {
  it('completes a draft kept by an older page with the fields it lacked', () => {
    const old = { value: 80, points: '90' } as Partial<DealDraft>;
    expect(normaliseDraft(old)).toEqual(draft({ value: 80, points: '90' }));
    expect(isEmptyDraft(normaliseDraft(null))).toBe(true);
  });
});

describe('biddingClosed', () => {
  const bid = (seat: 0 | 1 | 2 | 3, value: 80 | 'generale' = 80) =>
    ({ seat, type: 'bid', value, suit: 'hearts' }) as const;
  const pass = (seat: 0 | 1 | 2 | 3) => ({ seat, type: 'pass' }) as const;

  it('closes after three passes that follow a bid, a coinche or a générale', () => {
    expect(biddingClosed([])).toBe(false);
    expect(biddingClosed([pass(1), pass(2), pass(3)])).toBe(false);
    expect(biddingClosed([bid(1), pass(2), pass(3)])).toBe(false);
    expect(biddingClosed([bid(1), pass(2), pass(3), pass(0)])).toBe(true);
    expect(biddingClosed([bid(1), { seat: 2, type: 'coinche' }])).toBe(true);
    expect(biddingClosed([bid(1, 'generale')])).toBe(true);
    expect(biddingClosed([bid(1), pass(2), pass(3), bid(0), pass(1)])).toBe(false);
  });
});

describe('the auction as played', () => {
  const passes = (dealer: number, count: number): Call[] =>
    Array.from({ length: count }, (_, index) => ({
      seat: ((dealer + 1 + index) % 4) as Call['seat'],
      type: 'pass' as const,
    }));

  it.each([
    ['marque-2018', marque],
    ['belote-coinchee', belote],
    ['cinch', cinch],
  ] as const)(
    'records four passes in %s as a passed-out deal, with no points asked',
    (_id, form) => {
      const auction = passes(0, 4);
      expect(auctionPassedOut(auction)).toBe(true);
      expect(auctionPassedOut(passes(0, 3))).toBe(false);
      expect(buildDealBody(draft({ mode: 'auction', auction }), 0, form)).toEqual({
        body: { dealer: 0, passedOut: true },
      });
    },
  );

  it('lets either defender coinche after the closing passes, then either declarer surcoinche', () => {
    // Dealer 0: seat 1 passes, seat 2 bids 90 ♣, three passes.
    const auction: Call[] = [
      { seat: 1, type: 'pass' },
      { seat: 2, type: 'bid', value: 90, suit: 'clubs' },
      ...passes(2, 3),
    ];
    expect(coinchers(auction, belote)).toEqual([1, 3]);
    expect(surcoinchers(auction, belote)).toEqual([]);
    const coinched: Call[] = [...auction, { seat: 3, type: 'coinche' }];
    expect(coinchers(coinched, belote)).toEqual([]);
    expect(surcoinchers(coinched, belote)).toEqual([0, 2]);
    expect(surcoinchers([...coinched, { seat: 0, type: 'surcoinche' }], belote)).toEqual([]);
    // The coinche is the defender's, never the seat whose turn it would be.
    const built = buildDealBody(
      draft({ mode: 'auction', auction: coinched, points: '100' }),
      0,
      belote,
    );
    expect(built).toEqual({
      body: { dealer: 0, auction: coinched, cardPoints: { A: 100, B: 62 } },
    });
  });

  it('offers no coinche before a bid, in Cinch, or on a générale', () => {
    expect(coinchers(passes(0, 2), marque)).toEqual([]);
    expect(coinchers([{ seat: 1, type: 'bid', value: 7, suit: 'clubs' }], cinch)).toEqual([]);
    const generale: Call[] = [{ seat: 1, type: 'bid', value: 'generale', suit: 'hearts' }];
    expect(coinchers(generale, marque)).toEqual([]);
    expect(coinchers(generale, jass)).toEqual([]);
    // Belote coinchée's highest contract, the capot, can be coinched.
    expect(coinchers([{ seat: 1, type: 'bid', value: 'capot', suit: 'hearts' }], belote)).toEqual([
      0, 2,
    ]);
  });
});

describe('allPointsWithoutAllTricks', () => {
  const capot = { value: 'capot' as const, suit: 'hearts' as const, declarer: 0 as const };

  it('names the team with every point when « tous les plis » is left at « non »', () => {
    expect(
      allPointsWithoutAllTricks(
        { dealer: 0, contract: capot, doubling: 'coinche', cardPoints: { A: 162, B: 0 } },
        belote,
      ),
    ).toBe('A');
    expect(
      allPointsWithoutAllTricks(
        { dealer: 0, contract: { ...capot, value: 100 }, cardPoints: { A: 0, B: 157 } },
        marque,
      ),
    ).toBe('B');
  });

  it('asks nothing once all tricks are said, for an ordinary deal, or in Cinch', () => {
    expect(
      allPointsWithoutAllTricks(
        { dealer: 0, contract: capot, cardPoints: { A: 162, B: 0 }, allTricks: { team: 'A' } },
        belote,
      ),
    ).toBeNull();
    expect(
      allPointsWithoutAllTricks(
        { dealer: 0, contract: { ...capot, value: 80 }, cardPoints: { A: 101, B: 61 } },
        belote,
      ),
    ).toBeNull();
    expect(
      allPointsWithoutAllTricks(
        { dealer: 0, contract: { ...capot, value: 14 }, cardPoints: { A: 14, B: 0 } },
        cinch,
      ),
    ).toBeNull();
  });
});

describe('doublingsFor', () => {
  it('offers no coinche on a générale in the games whose rules forbid it', () => {
    expect(doublingsFor(marque, 'generale')).toEqual(['none']);
    expect(doublingsFor(jass, 'generale')).toEqual(['none']);
  });

  it('offers every doubling of the game on any other contract', () => {
    expect(doublingsFor(marque, 'match')).toEqual(marque.doublings);
    expect(doublingsFor(marque, 120)).toEqual(marque.doublings);
    expect(doublingsFor(belote, 'capot')).toEqual(belote.doublings);
    expect(doublingsFor(marque, null)).toEqual(marque.doublings);
  });

  it('takes a coinche back when the contract becomes a générale, and keeps it otherwise', () => {
    const coinched = draft({ value: 120, doubling: 'coinche' });
    expect(withContractValue(coinched, 'generale', marque)).toEqual({
      value: 'generale',
      doubling: 'none',
    });
    expect(withContractValue(coinched, 130, marque)).toEqual({ value: 130, doubling: 'coinche' });
  });
});
