import { findTeams, searchable } from './find-team';

const TEAMS = [
  { id: '1', name: 'Les Cœurs Vaillants', players: ['Hélène Dupré', 'Noël Lefèvre'] },
  { id: '2', name: 'Atout Pique', players: ["Jean D'Arc", 'Zoé Martin'] },
  { id: '3', name: 'Belote & Rebelote', players: ['Ana Ibáñez', 'Ørjan Øvergård'] },
];
const ids = (query: string) => findTeams(TEAMS, query).map((team) => team.id);

describe('searchable', () => {
  it('drops accents and case, and reads ligatures as their letters', () => {
    expect(searchable('  Hélène  LEFÈVRE ')).toBe('helene lefevre');
    expect(searchable('Cœur')).toBe('coeur');
    expect(searchable("Jean D'Arc")).toBe('jean d arc');
  });
});

describe('findTeams', () => {
  it('finds a team by a player’s name, whatever the accents and case', () => {
    expect(ids('helene')).toEqual(['1']);
    expect(ids('HÉLÈNE')).toEqual(['1']);
    expect(ids('hèlene dupre')).toEqual(['1']);
    expect(ids('lefevre')).toEqual(['1']);
    expect(ids('zoe')).toEqual(['2']);
    expect(ids('ibanez')).toEqual(['3']);
    expect(ids('orjan')).toEqual(['3']);
  });

  it('finds a team by its name, a ligature typed as two letters', () => {
    expect(ids('coeurs')).toEqual(['1']);
    expect(ids('atout')).toEqual(['2']);
  });

  it('needs every word somewhere in the team, and an apostrophe is a space', () => {
    expect(ids('jean darc')).toEqual([]);
    expect(ids('jean d arc')).toEqual(['2']);
    expect(ids("d'arc zoé")).toEqual(['2']);
    expect(ids('pique helene')).toEqual([]);
  });

  it('lists every team that matches, in order, and none for an empty query', () => {
    expect(ids('e')).toEqual(['1', '2', '3']);
    expect(ids('   ')).toEqual([]);
  });
});
