import * as rules from './index.ts';
import type { DealRecord } from './types.ts';

describe('the public API (src/index.ts)', () => {
  it.each([
    'scoreDeal',
    'scoreGame',
    'resolveAuction',
    'marksSoFar',
    'RulesError',
    'RULES_ERROR_CODES',
    'RULESET_MARQUE_2018',
    'teamOfSeat',
    'nextDealer',
    'firstSpeaker',
    'isPassedOut',
    'isClaimed',
    'isPlayed',
    'round10',
    'contractAmount',
    'getRuleset',
  ])('exports %s', (name) => {
    expect(rules).toHaveProperty(name);
  });

  it('exports the constants of the 2018 rules, and the four games', () => {
    expect(rules).toMatchObject({
      RULESET_MARQUE_2018: 'marque-2018',
      RULESETS: ['marque-2018', 'belote-coinchee', 'jass-coinche', 'cinch'],
      TOTAL_CARD_POINTS: 157,
      LAST_TRICK_POINTS: 5,
      ALL_TRICKS_VALUE: 250,
      ALL_TRICKS_ALONE_VALUE: 500,
      CONTRACT_BONUS: 160,
      DEFAULT_TARGET: 2000,
      TRICKS_IN_A_DEAL: 9,
      SEATS: [0, 1, 2, 3],
      TEAMS: ['A', 'B'],
      SUITS: ['spades', 'hearts', 'diamonds', 'clubs'],
      DOUBLINGS: ['none', 'coinche', 'surcoinche'],
    });
    expect(rules.CONTRACT_VALUES).toHaveLength(12);
  });

  it('knows its rulesets', () => {
    expect(rules.isRuleset('marque-2018')).toBe(true);
    expect(rules.isRuleset('cinch')).toBe(true);
    expect(rules.isRuleset('belote-32')).toBe(false);
    expect(rules.isRuleset(null)).toBe(false);
  });

  describe('the kind of a deal record', () => {
    const playedDeal: DealRecord = {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      cardPoints: { A: 84, B: 73 },
    };
    const claimedDeal: DealRecord = {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      claim: { team: 'A', cardPointsSoFar: { A: 0, B: 0 }, tricksSoFar: [0, 0, 0, 0] },
    };

    it.each<[string, unknown, boolean, boolean, boolean]>([
      ['a played deal', playedDeal, false, false, true],
      ['a passed-out deal', { passedOut: true }, true, false, false],
      ['a claimed deal', claimedDeal, false, true, false],
      ['null', null, false, false, false],
      ['a string', 'passedOut', false, false, false],
      ['a list', [], false, false, false],
    ])('tells %s apart', (_name, deal, passedOut, claimed, played) => {
      const record = deal as DealRecord;
      expect([rules.isPassedOut(record), rules.isClaimed(record), rules.isPlayed(record)]).toEqual([
        passedOut,
        claimed,
        played,
      ]);
    });
  });
});
