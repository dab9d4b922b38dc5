import * as rules from './index.ts';
import type { DealRecord } from './types.ts';

describe('the public API (src/index.ts)', () => {
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
