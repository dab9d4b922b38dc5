import { translator } from '../i18n';
import { describeDeal, madeLabel } from './describe-deal';

const table = {
  teamA: {
    id: 'a',
    name: 'Les As',
    players: ['Anne', 'Alex'] as [string, string],
    seats: [0, 2] as [0, 2],
  },
  teamB: {
    id: 'b',
    name: 'Bourdons',
    players: ['Bea', 'Bob'] as [string, string],
    seats: [1, 3] as [1, 3],
  },
};

describe('describeDeal', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('names the contract, the declarer by name and the coinche', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 80, suit: 'hearts', declarer: 3 },
        doubling: 'coinche',
        cardPoints: { A: 50, B: 107 },
      }),
    ).toBe('80 ♥ · Bob · Coinché');
  });

  it('says who took all tricks, a lone player by name', () => {
    expect(
      describeDeal(en, table, {
        contract: { value: 'generale', suit: 'spades', declarer: 2 },
        doubling: 'none',
        cardPoints: { A: 157, B: 0 },
        allTricks: { team: 'A', seat: 2 },
      }),
    ).toBe('Générale ♠ · Alex · all tricks by Alex alone');
  });

  it('says who claimed', () => {
    expect(
      describeDeal(fr, table, {
        contract: { value: 'match', suit: 'clubs', declarer: 1 },
        doubling: 'surcoinche',
        claim: { team: 'B', cardPointsSoFar: { A: 0, B: 60 }, tricksSoFar: [0, 3, 0, 1] },
      }),
    ).toBe('Capot ♣ · Bea · Surcoinché · « nous avons gagné » de Bourdons');
  });

  it('shows a passed-out deal and an auction not yet resolved', () => {
    expect(describeDeal(fr, table, { dealer: 0, passedOut: true })).toBe('Donne nulle');
    expect(
      describeDeal(en, table, {
        dealer: 0,
        auction: [{ seat: 1, type: 'pass' }],
        cardPoints: { A: 0, B: 0 },
      }),
    ).toBe('Auction (1 calls)');
  });
});

describe('madeLabel', () => {
  it('says made, failed, or nothing for a deal without a contract', () => {
    const fr = translator('fr');
    expect([true, false, null].map((made) => madeLabel(fr, made))).toEqual([
      'faite',
      'chutée',
      '—',
    ]);
  });
});
