import { translator } from '../i18n';
import { contractValueLabel, describeDeal, madeLabel } from './describe-deal';
import { tableOf } from './rulesets.fixture';

const fr = translator('fr');
const en = translator('en');

describe('describeDeal, the 36-card games', () => {
  const table = tableOf('marque-2018');

  it('names the contract, the declarer by name, the coinche and both teams’ card points', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 80, suit: 'hearts', declarer: 3 },
        doubling: 'coinche',
        cardPoints: { A: 50, B: 107 },
      }),
    ).toBe('80 ♥ · Bob · Coinché · 50\u00a0–\u00a0107\u00a0points');
  });

  it('says who took all tricks, a lone player by name', () => {
    expect(
      describeDeal(en, table, {
        contract: { value: 'generale', suit: 'spades', declarer: 2 },
        doubling: 'none',
        cardPoints: { A: 157, B: 0 },
        allTricks: { team: 'A', seat: 2 },
      }),
    ).toBe('Générale ♠ · Alex · 157–0\u00a0points · all tricks by Alex alone');
  });

  it('says who claimed, and the card points at the claim', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 'match', suit: 'clubs', declarer: 1 },
        doubling: 'surcoinche',
        claim: { team: 'B', cardPointsSoFar: { A: 0, B: 60 }, tricksSoFar: [0, 3, 0, 1] },
      }),
    ).toBe(
      'Match ♣ · Bea · Surcoinché · « nous avons gagné » annoncé par Bourdons · à 0\u00a0–\u00a060\u00a0points',
    );
  });

  it('shows a passed-out deal and an auction not yet resolved', () => {
    expect(describeDeal(fr, table, { dealer: 0, passedOut: true })).toBe('Donne nulle');
    expect(
      describeDeal(en, table, {
        dealer: 0,
        auction: [{ seat: 1, type: 'pass' }],
        cardPoints: { A: 0, B: 0 },
      }),
    ).toBe('Auction (1 call) · 0–0\u00a0points');
  });
});

describe('describeDeal, belote coinchée', () => {
  const table = tableOf('belote-coinchee');

  it('says which team announced belote', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 120, suit: 'spades', declarer: 1 },
        doubling: 'none',
        cardPoints: { A: 70, B: 92 },
        belote: 'A',
      }),
    ).toBe('120 ♠ · Bea · 70\u00a0–\u00a092\u00a0points · belote annoncée par Les As');
  });

  it('names a capot and the team that took all tricks', () => {
    expect(
      describeDeal(en, table, {
        contract: { value: 'capot', suit: 'hearts', declarer: 0 },
        doubling: 'coinche',
        cardPoints: { A: 162, B: 0 },
        allTricks: { team: 'A' },
      }),
    ).toBe('Capot ♥ · Anne · Coinche · 162–0\u00a0points · all tricks to Les As');
  });
});

describe('describeDeal, Cinch', () => {
  const table = tableOf('cinch');

  it('says a bid, both teams’ points, and which team revoked', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 9, suit: 'clubs', declarer: 0 },
        cardPoints: { A: 6, B: 8 },
        revoke: 'B',
      }),
    ).toBe('Enchère 9 ♣ · Anne · 6\u00a0–\u00a08\u00a0points · renonce commise par Bourdons');
    expect(
      describeDeal(en, table, {
        contract: { value: 7, suit: 'spades', declarer: 3 },
        cardPoints: { A: 2, B: 12 },
      }),
    ).toBe('Bid 7 ♠ · Bob · 2–12\u00a0points');
  });
});

describe('contractValueLabel', () => {
  it('writes numbers as they are and the named contracts in words', () => {
    expect(
      [50, 160, 14, 'match', 'generale', 'capot'].map((value) =>
        contractValueLabel(fr, value as Parameters<typeof contractValueLabel>[1]),
      ),
    ).toEqual(['50', '160', '14', 'Match', 'Générale', 'Capot']);
  });
});

describe('madeLabel', () => {
  it('says made, failed, or nothing for a deal without a contract', () => {
    expect([true, false, null].map((made) => madeLabel(fr, made))).toEqual([
      'faite',
      'chutée',
      '—',
    ]);
  });
});
