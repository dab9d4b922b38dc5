import { scoreGame } from './game.ts';
import { howGameEnded } from './game-ending.ts';
import { claimed, played, pointsA } from './test-helpers.ts';
import type { DealRecord } from './types.ts';

/** A coinched 150 made by seat 0: 460 to A. */
const bigA = played(150, 0, 'coinche', pointsA(150));
const aAt1840: DealRecord[] = [bigA, bigA, bigA, bigA];

function ending(deals: DealRecord[], options: Parameters<typeof scoreGame>[1] = {}) {
  const game = scoreGame(deals, options);
  return howGameEnded(deals, game, options?.target === undefined ? 2000 : options.target);
}

describe('howGameEnded', () => {
  it('says nothing of a game still running', () => {
    expect(ending(aAt1840)).toBeNull();
  });

  it('ends at the target when one team reaches it', () => {
    expect(ending([...aAt1840, bigA])).toBe('target');
  });

  it('names the declarer-wins rule when both teams reach the target on one deal', () => {
    const bigB = played(150, 1, 'coinche', { A: 7, B: 150 });
    const deals = [
      ...aAt1840,
      bigB,
      bigB,
      bigB,
      bigB,
      played(60, 0, 'none', pointsA(84)), // A 1980, B 1910
      played(70, 1, 'none', { A: 85, B: 72 }), // B 70 + 70 → 2050, A 90 → 2070: B declared
    ];
    expect(ending(deals)).toBe('declarer-at-target');
  });

  it('names a claim, won or lost', () => {
    expect(ending([claimed(80, 0, 'none', { A: 90, B: 30 }, [3, 1, 2, 0])])).toBe('claim');
  });

  it('ends after the game’s deals when nobody reached the target', () => {
    const deals = [bigA, bigA];
    expect(ending(deals, { dealsPerGame: 2, target: null })).toBe('deals');
    expect(ending(deals, { dealsPerGame: 2, target: 3000 })).toBe('deals');
  });

  it('ends at the target before the game’s last deal', () => {
    expect(ending([bigA, bigA], { dealsPerGame: 12, target: 900 })).toBe('target');
  });
});
