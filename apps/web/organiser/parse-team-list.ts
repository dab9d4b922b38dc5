/** A team as POST /api/tournaments/:id/teams takes it. */
export interface NewTeam {
  name: string;
  players: [string, string];
  club?: string;
  /** A player's licence number, written after the name in brackets: « Anne Rey (FFB 123) ». */
  licences?: [string | null, string | null];
}

export type TeamLineError =
  | 'name-missing'
  | 'player-missing'
  | 'too-long'
  | 'too-many-fields'
  | 'duplicate-in-list'
  | 'already-registered';

export interface TeamLine {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
  team: NewTeam | null;
  errors: TeamLineError[];
}

/** The API's limit on names (CreateTeamDto). */
export const MAX_NAME_LENGTH = 80;

const HEADER = /^\s*"?(team|équipe|equipe|nom|name)\b/i;

/**
 * Reads a pasted list, one team a line: `team name; player 1; player 2; club` (club optional).
 * Fields may be separated by `;`, tabs (a spreadsheet's copy) or, when neither is used, commas.
 * Blank lines and a header line are skipped; every other line comes back with its errors, so
 * the organiser sees them all before anything is sent.
 */
export function parseTeamList(text: string, registeredNames: readonly string[] = []): TeamLine[] {
  const registered = new Set(registeredNames.map(normaliseName));
  const seen = new Set<string>();
  const lines: TeamLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    if (lines.length === 0 && HEADER.test(raw) && /joueur|player/i.test(raw)) return;
    const fields = splitFields(raw);
    const [name = '', player1 = '', player2 = '', club = ''] = fields;
    const errors: TeamLineError[] = [];
    if (name === '') errors.push('name-missing');
    if (player1 === '' || player2 === '') errors.push('player-missing');
    if (fields.length > 4) errors.push('too-many-fields');
    if ([name, player1, player2, club].some((field) => field.length > MAX_NAME_LENGTH)) {
      errors.push('too-long');
    }
    const key = normaliseName(name);
    if (name !== '' && registered.has(key)) errors.push('already-registered');
    else if (name !== '' && seen.has(key)) errors.push('duplicate-in-list');
    seen.add(key);
    const [first, second] = [licensed(player1), licensed(player2)];
    const team: NewTeam = {
      name,
      players: [first.name, second.name],
      ...(club ? { club } : {}),
      ...(first.licence || second.licence ? { licences: [first.licence, second.licence] } : {}),
    };
    lines.push({ line: index + 1, text: raw, team: errors.length ? null : team, errors });
  });
  return lines;
}

/** « Anne Rey (FFB 123) »: the name, and the licence in brackets (a number in it) if any. */
function licensed(player: string): { name: string; licence: string | null } {
  const written = /^(.+?)\s*\(([^()]*\d[^()]*)\)$/.exec(player);
  return written
    ? { name: written[1] ?? player, licence: (written[2] ?? '').trim() }
    : { name: player, licence: null };
}

/**
 * The body that registers a team: its players by name, each matched in the registry (with the
 * club) or made a new person; with a licence, matched on it first.
 */
export function registrationBody(team: NewTeam): object {
  const { licences, players, ...rest } = team;
  if (!licences) return { ...rest, players };
  return {
    ...rest,
    people: players.map((name, seat) =>
      licences[seat] ? { name, licence: licences[seat] } : { name },
    ),
  };
}

function splitFields(line: string): string[] {
  const separator = line.includes(';') ? ';' : line.includes('\t') ? '\t' : ',';
  const fields = line.split(separator).map(unquote);
  // A trailing separator ("A; B; C;") leaves an empty last field, not a fifth column.
  while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
  return fields;
}

function unquote(field: string): string {
  const trimmed = field.trim();
  const quoted = /^"(.*)"$/.exec(trimmed);
  return (quoted ? (quoted[1] ?? '').replace(/""/g, '"') : trimmed).replace(/\s+/g, ' ');
}

/** Team names compare without case, accents' absence or spacing making a difference. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}
