import { translator } from '../i18n';
import { bracketRoundName } from './bracket';
import { poolLetter } from './pool-letter';
import { bracketVersion } from './use-brackets';

describe('bracketRoundName', () => {
  const t = translator('fr');

  it('names the last rounds of a bracket from the final back, the others by their round', () => {
    expect([0, 1, 2, 3].map((index) => bracketRoundName(t, index, 4, index + 4))).toEqual([
      'Tour 4',
      'Quarts de finale',
      'Demi-finales',
      'Finale',
    ]);
  });
});

describe('poolLetter', () => {
  it('letters the pools A, B, C…', () => {
    expect([0, 1, 25].map(poolLetter)).toEqual(['A', 'B', 'Z']);
  });
});

describe('bracketVersion', () => {
  it('moves with a round started and with each game over, not with a deal', () => {
    const round = (number: number, finished: boolean[]) => ({
      number,
      tables: finished.map((done) => ({ finished: done })),
    });
    const before = bracketVersion([round(1, [true, false])]);
    expect(bracketVersion([round(1, [true, false])])).toBe(before);
    expect(bracketVersion([round(1, [true, true])])).not.toBe(before);
    expect(bracketVersion([round(1, [true, false]), round(2, [])])).not.toBe(before);
  });
});
