import {
  EMPTY_DRAFT,
  buildDealBody,
  complementPoints,
  draftFromDeal,
  placeErrors,
  seatToSpeak,
  type DealDraft,
} from './deal-draft';

const draft = (changes: Partial<DealDraft>): DealDraft => ({ ...EMPTY_DRAFT, ...changes });

describe('buildDealBody', () => {
  it('gives the other team 157 − the declaring team points', () => {
    const built = buildDealBody(
      draft({ value: 80, suit: 'hearts', declarer: 1, doubling: 'coinche', points: '101' }),
      3,
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
      draft({
        value: 'generale',
        suit: 'clubs',
        declarer: 0,
        allTricks: 'A',
        allTricksSeat: 0,
      }),
      2,
    );
    expect(built).toMatchObject({
      body: { cardPoints: { A: 157, B: 0 }, allTricks: { team: 'A', seat: 0 } },
    });
  });

  it('lists what is still missing', () => {
    expect(buildDealBody(draft({ value: 90, points: '200' }), 0)).toEqual({
      missing: ['suit', 'declarer', 'points'],
    });
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

  it('sends an auction call by call with team A points', () => {
    const auction = [
      { seat: 1 as const, type: 'bid' as const, value: 80 as const, suit: 'hearts' as const },
      { seat: 2 as const, type: 'coinche' as const },
    ];
    expect(buildDealBody(draft({ mode: 'auction', auction, points: '90' }), 0)).toEqual({
      body: { dealer: 0, auction, cardPoints: { A: 90, B: 67 } },
    });
  });
});

describe('complementPoints', () => {
  it.each([
    ['0', 157],
    ['82', 75],
    ['157', 0],
    ['158', null],
    ['', null],
    ['8a', null],
  ])('shows %p as the other side of %p', (typed, expected) => {
    expect(complementPoints(typed)).toBe(expected);
  });
});

describe('seatToSpeak', () => {
  it('starts at the dealer right and goes round', () => {
    expect([0, 1, 2, 3, 4].map((calls) => seatToSpeak(3, calls))).toEqual([0, 1, 2, 3, 0]);
  });
});

describe('draftFromDeal', () => {
  it('puts a recorded deal back as typed', () => {
    const restored = draftFromDeal({
      number: 4,
      dealer: 1,
      contract: { value: 110, suit: 'diamonds', declarer: 3 },
      doubling: 'surcoinche',
      cardPoints: { A: 40, B: 117 },
      made: true,
      marks: { A: 0, B: 600 },
      totals: { A: 0, B: 600 },
    });
    expect(restored).toMatchObject({
      value: 110,
      declarer: 3,
      doubling: 'surcoinche',
      points: '117',
    });
  });
});

describe('placeErrors', () => {
  it('puts each message next to the field it names', () => {
    expect(
      placeErrors([
        { field: 'cardPoints.A', message: 'trop' },
        { field: 'cardPoints', message: 'total 157' },
        { field: 'contract.declarer', message: 'qui ?' },
        { field: 'claim.tricksSoFar.2', message: 'plis' },
        { field: 'deals[3].doubling', message: 'pas de coinche' },
        { field: 'dealer', message: 'pas son tour' },
      ]),
    ).toEqual({
      byField: {
        points: 'trop total 157',
        declarer: 'qui ?',
        tricks: 'plis',
        doubling: 'pas de coinche',
      },
      general: ['pas son tour'],
    });
  });
});
