import { translator } from '../i18n';
import {
  rankingOrder,
  rankingRules,
  tiebreaksAfter,
  type RankingRules,
} from './standings-criteria';

const fr = translator('fr');
const en = translator('en');
const CONCOURS: RankingRules = {
  ranking: 'points',
  tiebreaks: ['points-difference', 'points-for', 'buchholz'],
  byeRule: { rule: 'half-game' },
  byePoints: 972,
};

describe('rankingOrder', () => {
  it('puts the points first, then games won, then the tiebreaks but points for', () => {
    expect(rankingOrder(fr, CONCOURS)).toBe(
      'Classement ; ordre : Points, Victoires, Différence de points, Buchholz',
    );
  });

  it('ranks on games won first otherwise, as before', () => {
    expect(rankingOrder(en, { ...CONCOURS, ranking: 'wins' })).toBe(
      'Standings; order: Wins, Points difference, Points for, Buchholz',
    );
  });
});

describe('tiebreaksAfter', () => {
  it('takes the default tiebreaks before the tournament is loaded', () => {
    expect(tiebreaksAfter(null)).toEqual([
      'points-difference',
      'points-for',
      'buchholz',
      'head-to-head',
    ]);
  });
});

describe('rankingRules', () => {
  it('says the criterion and the points of a bye', () => {
    expect(rankingRules(fr, 'fr', CONCOURS)).toBe(
      'Classement aux points cumulés sur toutes les parties. Un bye (équipe exempte) compte une victoire et la moitié des points d’une partie : 972 points.',
    );
    expect(
      rankingRules(en, 'en', {
        ...CONCOURS,
        byeRule: { rule: 'fixed', points: 1500 },
        byePoints: 1500,
      }),
    ).toBe('Ranked on the points marked across all games. A bye counts as a win and 1,500 points.');
  });

  it('says a bye scores no points without a rule', () => {
    expect(
      rankingRules(en, 'en', { ...CONCOURS, ranking: 'wins', byeRule: null, byePoints: null }),
    ).toBe('Ranked on games won. A bye counts as a win, with no points.');
  });
});

describe('rankingRules of a mêlée', () => {
  it('says what a player sitting out scores, never a team', () => {
    const melee: RankingRules = { ...CONCOURS, entry: 'individual' };
    expect(rankingRules(fr, 'fr', melee)).toBe(
      'Classement aux points cumulés sur toutes les parties. Un joueur exempt compte une victoire et la moitié des points d’une partie : 972 points.',
    );
    expect(rankingRules(en, 'en', { ...melee, byeRule: null, byePoints: null })).toBe(
      'Ranked on the points marked across all games. A player sitting out counts a win, with no points.',
    );
    for (const rule of ['fixed', 'half-game', 'round-average'] as const)
      expect(
        rankingRules(fr, 'fr', { ...melee, byeRule: { rule, points: 100 }, byePoints: 100 }),
      ).not.toMatch(/équipe/);
  });
});
