import fc from 'fast-check';
import { marksSoFar } from './claim.ts';
import { CONTRACT_VALUES, contractAmount, doublingFactor, SUITS } from './contract.ts';
import { scoreGame } from './game.ts';
import { scoreDeal } from './marque.ts';
import { otherTeam, SEATS, teamOfSeat } from './seats.ts';
import type { ClaimedDeal, Doubling, PlayedDeal, Seat, Team } from './types.ts';

type Tricks = [number, number, number, number];

/** Trick counts per seat: `total` tricks dealt out among the four seats. */
const tricks = (total: number): fc.Arbitrary<Tricks> =>
  fc
    .array(fc.constantFrom<Seat>(0, 1, 2, 3), { minLength: total, maxLength: total })
    .map((winners) => {
      const counts: Tricks = [0, 0, 0, 0];
      for (const winner of winners) counts[winner] += 1;
      return counts;
    });

/** Any valid claim: points only for teams with a trick, 152 at most before the 9th trick, 157 after. */
function claimArbitrary(tricksDone: fc.Arbitrary<number>): fc.Arbitrary<ClaimedDeal> {
  return fc
    .record({
      value: fc.constantFrom(...CONTRACT_VALUES),
      suit: fc.constantFrom(...SUITS),
      declarer: fc.constantFrom<Seat>(0, 1, 2, 3),
      doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
      team: fc.constantFrom<Team>('A', 'B'),
      counts: tricksDone.chain(tricks),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      fill: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ value, suit, declarer, doubling, team, counts, share, fill }) => {
      const played = counts[0] + counts[1] + counts[2] + counts[3];
      const total = played === 9 ? 157 : Math.floor(fill * 152);
      const hasA = counts[0] + counts[2] > 0;
      const hasB = counts[1] + counts[3] > 0;
      const a = !hasA ? 0 : !hasB ? total : Math.floor(share * total);
      const b = !hasB ? 0 : total - a;
      return {
        contract: { value, suit, declarer },
        doubling: value === 'generale' ? 'none' : doubling,
        claim: { team, cardPointsSoFar: { A: a, B: b }, tricksSoFar: counts },
      };
    });
}

const duringTheDeal = claimArbitrary(fc.integer({ min: 0, max: 8 }));
const afterTheLastTrick = claimArbitrary(fc.constant(9));
const anyClaim = fc.oneof(duringTheDeal, afterTheLastTrick);

describe('properties of a claim', () => {
  it('marks so far are multiples of 10, never negative', () => {
    fc.assert(
      fc.property(anyClaim, (deal) => {
        const marks = marksSoFar(deal);
        expect([marks.A % 10, marks.B % 10]).toEqual([0, 0]);
        expect(Math.min(marks.A, marks.B)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('coinched or surcoinched, at most one team has marked: ×2 or ×4 V + 160', () => {
    fc.assert(
      fc.property(anyClaim, (deal) => {
        fc.pre(deal.doubling !== 'none');
        const marks = marksSoFar(deal);
        const full = doublingFactor(deal.doubling) * contractAmount(deal.contract.value) + 160;
        expect([
          [0, 0],
          [full, 0],
          [0, full],
        ]).toContainEqual([marks.A, marks.B]);
      }),
    );
  });

  it('not coinched, the defenders have marked their rounded points so far', () => {
    fc.assert(
      fc.property(duringTheDeal, (deal) => {
        fc.pre(deal.doubling === 'none');
        const defending = otherTeam(teamOfSeat(deal.contract.declarer));
        const points = deal.claim.cardPointsSoFar[defending];
        const halfUp = points - (points % 10) + (points % 10 >= 5 ? 10 : 0);
        expect(marksSoFar(deal)[defending]).toBe(halfUp);
      }),
    );
  });

  it('after the 9th trick, the marks are those of the finished deal', () => {
    fc.assert(
      fc.property(afterTheLastTrick, (deal) => {
        const counts = deal.claim.tricksSoFar;
        const alone = SEATS.find((s) => counts[s] === 9);
        const teamAll = (['A', 'B'] as const).find((t) =>
          t === 'A' ? counts[0] + counts[2] === 9 : counts[1] + counts[3] === 9,
        );
        const played: PlayedDeal = {
          contract: deal.contract,
          doubling: deal.doubling,
          cardPoints: deal.claim.cardPointsSoFar,
          ...(alone !== undefined
            ? { allTricks: { team: teamOfSeat(alone), seat: alone } }
            : teamAll
              ? { allTricks: { team: teamAll } }
              : {}),
        };
        expect(marksSoFar(deal)).toEqual(scoreDeal(played).marks);
      }),
    );
  });

  it('a claim always ends the game, won by the claiming team exactly when it reaches the target', () => {
    const start = fc.array(fc.constantFrom(0, 1), { maxLength: 4 });
    fc.assert(
      fc.property(start, anyClaim, (bigDeals, deal) => {
        // Up to four coinched 150s (460 each) for A or B before the claim.
        const before = bigDeals.map((team): PlayedDeal => ({
          contract: { value: 150, suit: 'clubs', declarer: team as Seat },
          doubling: 'coinche',
          cardPoints: team === 0 ? { A: 150, B: 7 } : { A: 7, B: 150 },
        }));
        const totals = scoreGame(before).totals;
        const game = scoreGame([...before, deal]);
        const claiming = deal.claim.team;
        const marks = marksSoFar(deal);
        const wins = totals[claiming] + marks[claiming] >= 2000;
        expect(game.finishedAfterDeal).toBe(before.length + 1);
        expect(game.winner).toBe(wins ? claiming : otherTeam(claiming));
        const other = otherTeam(claiming);
        expect(game.deals[before.length]?.marks[claiming]).toBe(wins ? marks[claiming] : 0);
        expect(game.deals[before.length]?.marks[other]).toBe(marks[other]);
      }),
    );
  });
});
