import { rankSeason } from './ranking.ts';
import { teamId } from './results.ts';
import { event, ranked } from './test-helpers.ts';
import type { SeasonRule } from './types.ts';

// The season of README.md, "A season computed by hand": three tournaments of four teams.
// Clubs: rouge (ana, bruno, chloe), bleu (denis, emma), vert (fabien, gael, hugo).
const rule: SeasonRule = {
  scale: { kind: 'table', points: [10, 7, 5], beyond: 3 },
  participationPoints: 1,
  bestResults: 2,
  clubMembers: 2,
};
const season = [
  event(
    'spring',
    'ana@rouge+bruno@rouge',
    'chloe@rouge+denis@bleu',
    'emma@bleu+fabien@vert',
    'gael@vert+hugo@vert',
  ),
  event(
    'summer',
    'chloe@rouge+denis@bleu',
    'gael@vert+hugo@vert',
    'ana@rouge+bruno@rouge',
    'emma@bleu+fabien@vert',
  ),
  event(
    'autumn',
    'ana@rouge+emma@bleu',
    'gael@vert+hugo@vert',
    'chloe@rouge+denis@bleu',
    'bruno@rouge+fabien@vert',
  ),
];

describe('the season of the README, computed by hand', () => {
  it('ranks the players', () => {
    expect(ranked(rule, season, 'player')).toEqual([
      '1 ana 22',
      '2-3 chloe 19',
      '2-3 denis 19',
      '4 bruno 17',
      '5 emma 17',
      '6-7 gael 16',
      '6-7 hugo 16',
      '8 fabien 10',
    ]);
  });

  it('drops each player’s worst result, the later of two equal ones', () => {
    const dropped = rankSeason(rule, season, 'player').map((row) => [
      row.id,
      row.dropped.map((result) => `${result.event} ${result.points}`),
    ]);
    expect(Object.fromEntries(dropped)).toEqual({
      ana: ['summer 6'],
      chloe: ['autumn 6'],
      denis: ['autumn 6'],
      bruno: ['autumn 4'],
      emma: ['summer 4'],
      gael: ['spring 4'],
      hugo: ['spring 4'],
      fabien: ['autumn 4'],
    });
  });

  it('ranks the teams, a pair only where the same two played', () => {
    expect(ranked(rule, season, 'team')).toEqual([
      `1 ${teamId(['chloe', 'denis'])} 19`,
      `2 ${teamId(['ana', 'bruno'])} 17`,
      `3 ${teamId(['gael', 'hugo'])} 16`,
      `4 ${teamId(['ana', 'emma'])} 11`,
      `5 ${teamId(['emma', 'fabien'])} 10`,
      `6 ${teamId(['bruno', 'fabien'])} 4`,
    ]);
  });

  it('ranks the clubs on their two best members in each event', () => {
    const rows = rankSeason(rule, season, 'club');
    expect(rows.map((row) => [row.id, row.rank, row.points, row.bestPlace])).toEqual([
      ['rouge', 1, 39, 1],
      ['bleu', 2, 32, 1],
      ['vert', 3, 32, 2],
    ]);
    expect(rows.map((row) => row.counted.map((result) => result.points))).toEqual([
      [22, 17],
      [15, 17],
      [16, 16],
    ]);
  });
});
