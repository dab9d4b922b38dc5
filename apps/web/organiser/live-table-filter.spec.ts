import type { RoundView, TeamView } from '../lib/api-types';
import { clubsOf, filterTables } from './live-table-filter';

const team = (id: string, players: [string, string], club: string | null = null): TeamView => ({
  id,
  name: `Les ${id}`,
  players,
  playerIds: [null, null],
  club,
  withdrawn: false,
  joinedRound: 1,
});
const teams = [
  team('As', ['Hélène Dupont', 'Marc Roy'], 'Lyon'),
  team('Rois', ['Anne Petit', 'Luc Blanc']),
  team('Valets', ['Zoé Martin', 'Paul Durand'], 'Brest'),
  team('Dames', ['Éric Noël', 'Léa Simon'], 'Lyon'),
];
const byId = new Map(teams.map((each) => [each.id, each]));
const table = (number: number, a: TeamView, b: TeamView, finished: boolean) =>
  ({
    id: `table-${number}`,
    number,
    teamA: { id: a.id, name: a.name },
    teamB: { id: b.id, name: b.name },
    finished,
  }) as unknown as RoundView['tables'][number];
const tables = [table(1, teams[0]!, teams[1]!, true), table(2, teams[2]!, teams[3]!, false)];
const numbers = (filter: Partial<Parameters<typeof filterTables>[1]>) =>
  filterTables(tables, { query: '', hideFinished: false, club: '', ...filter }, byId).map(
    (each) => each.number,
  );

describe('filterTables', () => {
  it('keeps every table without a filter', () => {
    expect(numbers({})).toEqual([1, 2]);
  });

  it('folds finished games away', () => {
    expect(numbers({ hideFinished: true })).toEqual([2]);
  });

  it("finds a table by a team's or a player's name, accents ignored, finished or not", () => {
    expect(numbers({ query: 'helene', hideFinished: true })).toEqual([1]);
    expect(numbers({ query: 'valets' })).toEqual([2]);
    expect(numbers({ query: 'noel lea' })).toEqual([2]);
    expect(numbers({ query: 'nobody' })).toEqual([]);
  });

  it('finds a table by its number', () => {
    expect(numbers({ query: '2' })).toEqual([2]);
  });

  it('keeps the tables where a team of the club plays', () => {
    expect(numbers({ club: 'Brest' })).toEqual([2]);
    expect(numbers({ club: 'Lyon' })).toEqual([1, 2]);
  });
});

describe('clubsOf', () => {
  it('lists each club once, in order', () => {
    expect(clubsOf(teams)).toEqual(['Brest', 'Lyon']);
  });
});
