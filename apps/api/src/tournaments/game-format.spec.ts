import type { TournamentView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { changedGameFormat, formatChanges, newGameFormat } from './game-format';

/** The code a refused format carries in its details. */
function codeOf(make: () => unknown): string | undefined {
  try {
    make();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.details?.[0]?.code;
  }
  return undefined;
}

const CONCOURS: TournamentView = {
  id: 't1',
  name: 'Concours de la Saint-Jean',
  club: { id: 'c1', name: 'CC Martigny' },
  date: null,
  ruleset: 'belote-coinchee',
  target: null,
  byePoints: 972,
  rounds: 4,
  pairing: 'swiss',
  poolsKnockout: null,
  status: 'draft',
  roundsStarted: 0,
  nextRoundAt: null,
  createdAt: '2026-06-24T08:00:00.000Z',
  tiebreaks: ['points-difference'],
  roundMinutes: null,
  tieAtBell: 'draw',
  lateEntryByes: false,
  avoidSameClub: false,
  dealsPerGame: 12,
  passedOutCounts: true,
  ranking: 'points',
  byeRule: { rule: 'half-game' },
};

describe('newGameFormat', () => {
  it("plays to the game's default target, ranks on games won and gives a bye no points unless said", () => {
    expect(newGameFormat({}, 'marque-2018')).toEqual({
      ruleset: 'marque-2018',
      target: 2000,
      dealsPerGame: null,
      passedOutCounts: true,
      ranking: 'wins',
      byeRule: null,
    });
  });

  it('gives a game of 12 deals no target unless one is given (the concours)', () => {
    const concours = newGameFormat(
      { ruleset: 'belote-coinchee', dealsPerGame: 12, ranking: 'points' },
      'marque-2018',
    );
    expect(concours).toMatchObject({ target: null, dealsPerGame: 12, ranking: 'points' });
    expect(
      newGameFormat({ ruleset: 'belote-coinchee', dealsPerGame: 12, target: 1000 }, 'marque-2018'),
    ).toMatchObject({ target: 1000, dealsPerGame: 12 });
  });

  it('refuses a game with neither a target nor a number of deals', () => {
    expect(codeOf(() => newGameFormat({ target: null }, 'marque-2018'))).toBe('GAME_WITHOUT_END');
  });

  it("keeps the target within the game's range, in a game of N deals too", () => {
    expect(codeOf(() => newGameFormat({ ruleset: 'cinch', target: 1000 }, 'marque-2018'))).toBe(
      'TARGET_OUT_OF_RANGE',
    );
    expect(codeOf(() => newGameFormat({ dealsPerGame: 12, target: 100 }, 'marque-2018'))).toBe(
      'TARGET_OUT_OF_RANGE',
    );
  });

  it('takes points with the fixed bye rule only', () => {
    expect(
      newGameFormat({ byeRule: { rule: 'fixed', points: 500 } }, 'marque-2018').byeRule,
    ).toEqual({ rule: 'fixed', points: 500 });
    expect(newGameFormat({ byeRule: { rule: 'round-average' } }, 'marque-2018').byeRule).toEqual({
      rule: 'round-average',
    });
    expect(
      codeOf(() => newGameFormat({ byeRule: { rule: 'half-game', points: 3 } }, 'marque-2018')),
    ).toBe('BYE_POINTS_NOT_IN_RULE');
  });
});

describe('changedGameFormat', () => {
  it('changes only what the request names', () => {
    expect(changedGameFormat(CONCOURS, { ranking: 'wins' })).toEqual({
      ruleset: 'belote-coinchee',
      target: null,
      dealsPerGame: 12,
      passedOutCounts: true,
      ranking: 'wins',
      byeRule: { rule: 'half-game' },
    });
    expect(changedGameFormat(CONCOURS, { byeRule: null }).byeRule).toBeNull();
  });

  it('keeps a concours without a target when its game changes', () => {
    expect(changedGameFormat(CONCOURS, { ruleset: 'cinch' })).toMatchObject({
      ruleset: 'cinch',
      target: null,
      dealsPerGame: 12,
    });
  });

  it("gives the game's default target to a tournament that stops counting deals", () => {
    expect(changedGameFormat(CONCOURS, { dealsPerGame: null })).toMatchObject({
      target: 2000,
      dealsPerGame: null,
    });
  });

  it("takes the new game's default target when a game to a target changes game", () => {
    const toTarget = { ...CONCOURS, target: 1500, dealsPerGame: null };
    expect(changedGameFormat(toTarget, { ruleset: 'cinch' }).target).toBe(51);
  });

  it('refuses to take the target away from a game that has no number of deals', () => {
    const toTarget = { ...CONCOURS, target: 1500, dealsPerGame: null };
    expect(codeOf(() => changedGameFormat(toTarget, { target: null }))).toBe('GAME_WITHOUT_END');
  });
});

describe('formatChanges', () => {
  it('sees a change of any part of the format, and none in an equal copy', () => {
    const same = changedGameFormat(CONCOURS, {});
    expect(formatChanges(CONCOURS, same)).toBe(false);
    expect(formatChanges(CONCOURS, { ...same, passedOutCounts: false })).toBe(true);
    expect(formatChanges(CONCOURS, { ...same, byeRule: { rule: 'fixed', points: 0 } })).toBe(true);
    expect(formatChanges(CONCOURS, { ...same, target: 1000 })).toBe(true);
  });
});
