import { translator } from '../i18n';
import type { TableView } from './api-types';
import { dealInProgress, describeGame, gameLength } from './game-end';

const fr = translator('fr');
const en = translator('en');

describe('describeGame', () => {
  it('names the game and its target, as before the concours', () => {
    const end = { ruleset: 'marque-2018' as const, target: 2000, dealsPerGame: null };
    expect(describeGame(fr, 'fr', end)).toBe(
      'Coinche, marque du tournoi 2018 · partie en 2\u202f000 points',
    );
  });

  it('names a game of 12 deals, and one of 12 deals or 1000 points', () => {
    const concours = { ruleset: 'belote-coinchee' as const, target: null, dealsPerGame: 12 };
    expect(describeGame(fr, 'fr', concours)).toBe('Belote coinchée · partie en 12 donnes');
    expect(describeGame(en, 'en', { ...concours, target: 1000 })).toBe(
      'Belote coinchée (32 cards) · game of 12 deals or to 1,000 points',
    );
  });
});

describe('gameLength', () => {
  it('says how long the games are', () => {
    expect(gameLength(fr, 'fr', { target: 1000, dealsPerGame: null })).toBe(
      'parties en 1\u202f000',
    );
    expect(gameLength(fr, 'fr', { target: null, dealsPerGame: 12 })).toBe('parties en 12 donnes');
    expect(gameLength(en, 'en', { target: null, dealsPerGame: 12 })).toBe('games of 12 deals');
  });
});

describe('dealInProgress', () => {
  const table = (dealsCounted: number, finished = false) =>
    ({
      dealsPerGame: 12,
      passedOutCounts: true,
      game: { dealsCounted, finished, deals: [] },
    }) as unknown as TableView;

  it('is the deal after those counted so far: deal 7 of 12 after 6', () => {
    expect(dealInProgress(table(6))).toEqual({ number: 7, total: 12 });
  });

  it('counts the deals still waiting on the phone', () => {
    expect(dealInProgress(table(6), [{ dealer: 0, passedOut: true }])).toEqual({
      number: 8,
      total: 12,
    });
  });

  it('leaves out waiting passed-out deals when the tournament does not count them', () => {
    const uncounted = { ...table(6), passedOutCounts: false };
    expect(dealInProgress(uncounted, [{ dealer: 0, passedOut: true }])).toEqual({
      number: 7,
      total: 12,
    });
  });

  it('is nothing once the game is over, or in a game to a target', () => {
    expect(dealInProgress(table(12, true))).toBeNull();
    expect(dealInProgress({ ...table(3), dealsPerGame: null })).toBeNull();
  });
});
