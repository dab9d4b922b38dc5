import { parseTeamList, registrationBody, type NewTeam } from './parse-team-list';

describe('parseTeamList', () => {
  it('reads name; player 1; player 2; club', () => {
    expect(parseTeamList('Les Bourdons; Anne Rey; Marc Fellay; CC Martigny')).toEqual([
      {
        line: 1,
        text: 'Les Bourdons; Anne Rey; Marc Fellay; CC Martigny',
        team: { name: 'Les Bourdons', players: ['Anne Rey', 'Marc Fellay'], club: 'CC Martigny' },
        errors: [],
      },
    ]);
  });

  it('leaves the club out when there is none', () => {
    expect(parseTeamList('As de pique;Léa;Paul')[0]?.team).toEqual({
      name: 'As de pique',
      players: ['Léa', 'Paul'],
    });
  });

  it('accepts tabs from a spreadsheet and commas when no semicolon is used', () => {
    const [tabbed, commas] = parseTeamList('A\tB\tC\nD, E, F, G');
    expect(tabbed?.team?.players).toEqual(['B', 'C']);
    expect(commas?.team).toEqual({ name: 'D', players: ['E', 'F'], club: 'G' });
  });

  it('keeps commas inside fields when semicolons separate them', () => {
    expect(parseTeamList('Rey, Fellay; Anne; Marc')[0]?.team?.name).toBe('Rey, Fellay');
  });

  it('skips blank lines and a header, and numbers lines as pasted', () => {
    const lines = parseTeamList('Équipe; Joueur 1; Joueur 2; Club\n\nA;B;C\n  \nD;E;F');
    expect(lines.map((line) => line.line)).toEqual([3, 5]);
  });

  it('strips quotes and squeezes spaces', () => {
    expect(parseTeamList('"Les  ""As""";  Anne   Rey ;Marc')[0]?.team).toEqual({
      name: 'Les "As"',
      players: ['Anne Rey', 'Marc'],
    });
  });

  it('names every error of a line and sends nothing for it', () => {
    const [line] = parseTeamList(';Anne');
    expect(line?.team).toBeNull();
    expect(line?.errors).toEqual(['name-missing', 'player-missing']);
  });

  it('refuses a fifth field and names over 80 characters', () => {
    expect(parseTeamList('A;B;C;D;E')[0]?.errors).toEqual(['too-many-fields']);
    expect(parseTeamList(`${'x'.repeat(81)};B;C`)[0]?.errors).toEqual(['too-long']);
  });

  it('finds a team twice in the list, whatever the case and spacing', () => {
    const lines = parseTeamList('Les As;A;B\nles  as;C;D');
    expect(lines[0]?.errors).toEqual([]);
    expect(lines[1]?.errors).toEqual(['duplicate-in-list']);
  });

  it('finds a team already registered', () => {
    expect(parseTeamList('Les As;A;B', ['LES AS'])[0]?.errors).toEqual(['already-registered']);
  });

  it('ignores a trailing separator', () => {
    expect(parseTeamList('A;B;C;')[0]?.errors).toEqual([]);
  });
});

describe('licences in a pasted list', () => {
  it('reads a licence in brackets after a name, and sends those players as people', () => {
    const [line] = parseTeamList('Les As; Anne Rey (FFB 123); Marc Fellay; CC Sion');
    expect(line?.team).toEqual({
      name: 'Les As',
      players: ['Anne Rey', 'Marc Fellay'],
      club: 'CC Sion',
      licences: ['FFB 123', null],
    });
    expect(registrationBody(line?.team as NewTeam)).toEqual({
      name: 'Les As',
      club: 'CC Sion',
      people: [{ name: 'Anne Rey', licence: 'FFB 123' }, { name: 'Marc Fellay' }],
    });
  });

  it('keeps brackets without a number in the name, and a list without licences as it was', () => {
    const [line] = parseTeamList('Les Rois; Jean (le grand); Paul');
    expect(line?.team).toEqual({ name: 'Les Rois', players: ['Jean (le grand)', 'Paul'] });
    expect(registrationBody(line?.team as NewTeam)).toEqual({
      name: 'Les Rois',
      players: ['Jean (le grand)', 'Paul'],
    });
  });
});
