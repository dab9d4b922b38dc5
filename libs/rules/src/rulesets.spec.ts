import fc from 'fast-check';
import { resolveAuction } from './auction.ts';
import { outcomeAtBell } from './bell.ts';
import { marksSoFar } from './claim.ts';
import { CONTRACT_VALUES, SUITS } from './contract.ts';
import { RulesError } from './errors.ts';
import { scoreGame } from './game.ts';
import { scoreDeal } from './marque.ts';
import { RULESETS } from './ruleset.ts';
import { getRuleset } from './rulesets.ts';
import { claimed, played, pointsA } from './test-helpers.ts';
import type { Call, DealRecord, Doubling, PlayedDeal, Seat } from './types.ts';

const jass = getRuleset('jass-coinche');
const marque = getRuleset('marque-2018');

describe('getRuleset', () => {
  it.each([
    ['marque-2018', 2000, 157, 60],
    ['belote-coinchee', 2000, 162, 80],
    ['jass-coinche', 2000, 157, 50],
    ['cinch', 51, 14, 1],
  ] as const)('gives %s: target %i, %i points, contracts from %s', (id, target, points, lowest) => {
    const ruleset = getRuleset(id);
    expect(ruleset).toMatchObject({ id, defaultTarget: target });
    expect(ruleset.form.totalPoints).toBe(points);
    expect(ruleset.form.contracts[0]).toBe(lowest);
    expect(ruleset.form.target.default).toBe(target);
    expect(ruleset.form.target.min).toBeLessThanOrEqual(target);
    expect(ruleset.form.target.max).toBeGreaterThanOrEqual(target);
    expect(ruleset.names.fr.length).toBeGreaterThan(0);
    expect(ruleset.names.en.length).toBeGreaterThan(0);
  });

  it('knows every id of RULESETS, each once', () => {
    expect(RULESETS.map((id) => getRuleset(id).id)).toEqual([...RULESETS]);
  });

  it.each(['belote-32', '', 'MARQUE-2018', 'toString', '__proto__', null, 7, {}])(
    'refuses the unknown ruleset %p',
    (id) => {
      expect(() => getRuleset(id)).toThrow(
        expect.objectContaining({ code: 'UNKNOWN_RULESET', field: 'ruleset' }),
      );
      expect(() => getRuleset(id)).toThrow(RulesError);
    },
  );

  it.each(RULESETS.filter((id) => getRuleset(id).form.calls.includes('coinche')))(
    'describes in its form the contracts %s refuses to see coinched, and only those',
    (id) => {
      const { form, resolveAuction: resolve } = getRuleset(id);
      const refused = form.contracts.filter((value) => {
        // Seat 1 speaks first after dealer 0, bids, then seat 2 (a defender) coinches.
        const calls = [
          { seat: 1, type: 'bid', value, suit: 'hearts' },
          { seat: 2, type: 'coinche' },
        ];
        try {
          resolve(0, calls);
          return false;
        } catch (error) {
          return (error as RulesError).code === 'GENERALE_COINCHED';
        }
      });
      expect(form.uncoinchable).toEqual(refused);
    },
  );

  it('says which facts each game records', () => {
    const facts = Object.fromEntries(RULESETS.map((id) => [id, getRuleset(id).form.facts]));
    expect(facts).toEqual({
      'marque-2018': {
        allTricks: true,
        allTricksAlone: true,
        belote: false,
        claim: true,
        revoke: false,
      },
      'belote-coinchee': {
        allTricks: true,
        allTricksAlone: false,
        belote: true,
        claim: false,
        revoke: false,
      },
      'jass-coinche': {
        allTricks: true,
        allTricksAlone: true,
        belote: false,
        claim: true,
        revoke: false,
      },
      cinch: { allTricks: false, allTricksAlone: false, belote: false, claim: false, revoke: true },
    });
  });
});

describe('the 2018 marque through getRuleset', () => {
  const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
  const deal = fc
    .record({
      value: fc.constantFrom(...CONTRACT_VALUES),
      suit: fc.constantFrom(...SUITS),
      declarer: seat,
      doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
      a: fc.integer({ min: 0, max: 157 }),
      allTricks: fc.boolean(),
    })
    .map(({ value, suit, declarer, doubling, a, allTricks }): PlayedDeal => {
      const base = played(value, declarer, value === 'generale' ? 'none' : doubling, pointsA(a));
      if (!allTricks || (a !== 0 && a !== 157))
        return { ...base, contract: { ...base.contract, suit } };
      return { ...base, allTricks: { team: a === 157 ? 'A' : 'B' } };
    });

  it('scores every deal and game as the 2018 functions do', () => {
    fc.assert(
      fc.property(fc.array(deal, { maxLength: 12 }), (deals) => {
        for (const one of deals) expect(marque.scoreDeal(one)).toEqual(scoreDeal(one));
        const legacy = outcomeOf(() => scoreGame(deals, { target: 2000 }));
        expect(outcomeOf(() => marque.scoreGame(deals, { target: 2000 }))).toEqual(legacy);
      }),
    );
  });

  it('resolves auctions and closes games at the bell as the 2018 functions do', () => {
    const calls: Call[] = [
      { seat: 1, type: 'bid', value: 80, suit: 'hearts' },
      { seat: 2, type: 'coinche' },
    ];
    expect(marque.resolveAuction(0, calls)).toEqual(resolveAuction(0, calls));
    const deals: DealRecord[] = [played(80, 0, 'none', pointsA(84)), { passedOut: true }];
    expect(marque.outcomeAtBell(deals, { tieAtBell: 'draw' })).toEqual(
      outcomeAtBell(deals, { tieAtBell: 'draw' }),
    );
  });

  it('refuses the facts of other games', () => {
    expect(() => marque.readDeal({ ...played(80, 0, 'none', pointsA(84)), belote: 'A' })).toThrow(
      expect.objectContaining({ code: 'FACT_NOT_IN_GAME', field: 'belote' }),
    );
    expect(() =>
      marque.scoreGame([{ ...played(80, 0, 'none', pointsA(84)), revoke: 'B' }]),
    ).toThrow(expect.objectContaining({ code: 'FACT_NOT_IN_GAME', field: 'deals[0].revoke' }));
  });

  it('refuses a contract of 50, which only Jass coinché has', () => {
    expect(() => marque.scoreDeal(played(50 as 60, 0, 'none', pointsA(80)))).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE', field: 'contract.value' }),
    );
  });
});

describe('Jass coinché (RULES-JASS-COINCHE)', () => {
  const A = (points: number) => pointsA(points);

  it.each<[string, PlayedDeal, { A: number; B: number }]>([
    ['50 ♥, 52–105', played(50 as 60, 0, 'none', A(52)), { A: 100, B: 110 }],
    ['50 ♥, 49–108', played(50 as 60, 0, 'none', A(49)), { A: 0, B: 210 }],
    [
      '120 ♦, 157–0, team A',
      played(120, 0, 'none', A(157), { team: 'A' }, 'diamonds'),
      { A: 380, B: 0 },
    ],
    [
      'match ♣, 157–0, team A',
      played('match', 0, 'none', A(157), { team: 'A' }, 'clubs'),
      { A: 510, B: 0 },
    ],
    [
      'match ♣ coinché, 157–0, team A',
      played('match', 0, 'coinche', A(157), { team: 'A' }, 'clubs'),
      { A: 660, B: 0 },
    ],
    [
      'générale ♥ (seat 0), seat 0 alone',
      played('generale', 0, 'none', A(157), { team: 'A', seat: 0 }),
      { A: 1000, B: 0 },
    ],
    [
      '100 ♠, 0–157, team B',
      played(100, 0, 'none', A(0), { team: 'B' }, 'spades'),
      { A: 0, B: 260 },
    ],
  ])('marks the worked example %s', (_name, deal, marks) => {
    expect(jass.scoreDeal(deal).marks).toEqual(marks);
  });

  it('is the 2018 marque everywhere else: the same marks without all tricks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_VALUES.filter((value) => typeof value === 'number')),
        fc.constantFrom<Seat>(0, 1, 2, 3),
        fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
        fc.integer({ min: 0, max: 157 }),
        (value, declarer, doubling, a) => {
          const deal = played(value, declarer, doubling, A(a));
          expect(jass.scoreDeal(deal)).toEqual(scoreDeal(deal));
        },
      ),
    );
  });

  it('counts all tricks by a team 257 and by one player alone 500', () => {
    expect(jass.scoreDeal(played(80, 0, 'none', A(157), { team: 'A' })).marks).toEqual({
      A: 80 + 260,
      B: 0,
    });
    expect(jass.scoreDeal(played(80, 0, 'none', A(157), { team: 'A', seat: 2 })).marks).toEqual({
      A: 80 + 500,
      B: 0,
    });
  });

  it('bids from 50 and refuses 40', () => {
    const calls: Call[] = [
      { seat: 1, type: 'bid', value: 50 as 60, suit: 'hearts' },
      { seat: 2, type: 'pass' },
      { seat: 3, type: 'pass' },
      { seat: 0, type: 'pass' },
    ];
    expect(jass.resolveAuction(0, calls)).toEqual({
      passedOut: false,
      contract: { value: 50, suit: 'hearts', declarer: 1 },
      doubling: 'none',
    });
    expect(() => resolveAuction(0, calls)).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE', field: 'calls[0].value' }),
    );
    expect(() =>
      jass.resolveAuction(0, [{ seat: 1, type: 'bid', value: 40 as 60, suit: 'hearts' }]),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE', field: 'calls[0].value' }));
  });

  it('takes claims on a 50, and a claim after the 9th trick counts all tricks 257', () => {
    const claim50 = claimed(50 as 60, 0, 'none', { A: 52, B: 20 }, [3, 1, 2, 0]);
    expect(jass.scoreGame([claim50], { target: 100 })).toMatchObject({
      winner: 'A',
      totals: { A: 100, B: 20 },
    });
    expect(() => marksSoFar(claim50)).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE' }),
    );
    const whole = claimed('match', 0, 'none', { A: 157, B: 0 }, [5, 0, 4, 0]);
    expect(jass.scoreGame([whole], { target: 500 }).totals).toEqual({ A: 510, B: 0 });
  });

  it('lets the declaring team win when both teams pass the target on one deal', () => {
    // Team B bids 50 and makes it with 52: it marks 100, team A 110 for its 105; both reach 100.
    const both = jass.scoreGame([played(50 as 60, 1, 'none', A(105))], { target: 100 });
    expect(both).toMatchObject({ winner: 'B', totals: { A: 110, B: 100 }, finishedAfterDeal: 1 });
  });
});

describe('every game', () => {
  it.each([...RULESETS])('%s closes a game at the bell, the higher total winning', (id) => {
    const ruleset = getRuleset(id);
    expect(ruleset.outcomeAtBell([], { tieAtBell: 'draw' })).toEqual({
      totals: { A: 0, B: 0 },
      winner: null,
      stoppedByBell: true,
    });
    expect(ruleset.outcomeAtBell([{ passedOut: true }], { tieAtBell: 'last-declarer' })).toEqual({
      totals: { A: 0, B: 0 },
      winner: null,
      stoppedByBell: true,
    });
  });

  it.each([...RULESETS])('%s refuses bell options that are not an object', (id) => {
    expect(() =>
      getRuleset(id).outcomeAtBell([], null as unknown as { tieAtBell: 'draw' }),
    ).toThrow(RulesError);
  });

  it.each([...RULESETS])('%s passes a deal out and keeps it in the list', (id) => {
    const game = getRuleset(id).scoreGame([{ passedOut: true }, { passedOut: true }]);
    expect(game).toMatchObject({ totals: { A: 0, B: 0 }, winner: null, finishedAfterDeal: null });
    expect(game.deals).toHaveLength(2);
    expect(getRuleset(id).readDeal({ passedOut: true })).toEqual({ passedOut: true });
  });

  it.each([...RULESETS])('%s never throws anything but a RulesError on any input', (id) => {
    const ruleset = getRuleset(id);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (deal, calls) => {
        for (const act of [
          () => ruleset.readDeal(deal),
          () => ruleset.scoreDeal(deal),
          () => ruleset.scoreGame([deal]),
          () => ruleset.resolveAuction(0, calls as unknown[]),
        ]) {
          const outcome = outcomeOf(act);
          expect(outcome.startsWith('ok') || outcome.startsWith('RulesError')).toBe(true);
        }
      }),
    );
  });
});

/** What `act` gives: 'ok' and its value as JSON, or the RulesError's code and field. */
function outcomeOf(act: () => unknown): string {
  try {
    return `ok ${JSON.stringify(act())}`;
  } catch (error) {
    if (error instanceof RulesError) return `RulesError ${error.code} ${error.field}`;
    return `not a RulesError: ${String(error)}`;
  }
}
