import { column, type Column } from './columns';

/**
 * Every table of a tournament's data, parents first: how its rows are tied to the tournament,
 * what the archive holds of each of its columns, and what an import gives them anew.
 *
 * A new table or column in prisma/schema.prisma must be added here, or its table to
 * NOT_A_TOURNAMENTS_TABLES: archive-tables.spec.ts fails until it is (README, "The tournament
 * archive").
 */
export interface ArchivedTable {
  /** Its rows' key in the file (`teams`); `tournament` holds one row, the others a list. */
  key: string;
  /** The table in PostgreSQL (schema.prisma's @@map). */
  table: string;
  /** Its Prisma model's client property (`prisma.team`). */
  model: string;
  /** Its rows of one tournament, as a Prisma `where`. */
  of: (tournamentId: string) => object;
  /** Its rows' order in the file (an import writes them in it). */
  orderBy: object | object[];
  /** The columns whose name in PostgreSQL is not their field's in snake case. */
  columnNames?: Record<string, string>;
  /** The columns the file holds (Prisma's field names), each with its check. */
  columns: Record<string, Column>;
  /** The columns not in the file: given anew on import, and why. */
  givenOnImport?: Record<string, GivenOnImport>;
  /**
   * Rows shared by tournaments (the registry's people): on import each is matched to a row of
   * the importing server or made there (archive-people.ts), not written as the file has it.
   */
  matchedOnImport?: true;
  /**
   * Rows the tournament's random draw orders by their id (teams, a mêlée's players): their new
   * ids keep that order (remap-archive.ts), so that rows level on every tiebreak stay in theirs.
   */
  inTheDraw?: true;
  /** Sets of columns unique among the tournament's rows (the schema's @@unique, @@id). */
  unique?: string[][];
  /** The most rows a file may hold. */
  maxRows: number;
}

/** What an import gives a column the file does not hold. */
export type GivenOnImport =
  /** The importing organiser. */
  | 'importer'
  /** The club of the importer that the tournament joins (ClubsService.clubForNewTournament). */
  | 'importer’s club'
  /** A code from a file may be known to anyone who held the file, or taken on this server. */
  | 'new referee code'
  /** A person's normal forms, computed from their names by libs/people. */
  | 'normal form';

// Each enum as Prisma names its values (the file's words) and as PostgreSQL stores them.
const PAIRING = {
  SWISS: 'swiss',
  ROUND_ROBIN: 'round-robin',
  POOLS_KNOCKOUT: 'pools-knockout',
  RANDOM: 'random',
};
const ENTRY = { TEAMS: 'teams', INDIVIDUAL: 'individual' };
const STATUS = { DRAFT: 'draft', RUNNING: 'running', FINISHED: 'finished' };
const TIE_AT_BELL = { DRAW: 'draw', LAST_DECLARER: 'last-declarer' };
const RANKING = { WINS: 'wins', POINTS: 'points' };
const BYE_RULE = { FIXED: 'fixed', HALF_GAME: 'half-game', ROUND_AVERAGE: 'round-average' };
const TEAM_SIDE = { A: 'A', B: 'B' };
const CONFIRMATION_KIND = { SIGNED: 'signed', DISPUTED: 'disputed' };

/** A column's name in PostgreSQL: its field's in snake case (`teamAId`: team_a_id), unless said. */
export function columnName(table: ArchivedTable, field: string): string {
  return (
    table.columnNames?.[field] ?? field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
  );
}

const onTournament = (tournamentId: string) => ({ tournamentId });
const onTables = (tournamentId: string) => ({ table: { round: { tournamentId } } });

export const ARCHIVED_TABLES: readonly ArchivedTable[] = [
  {
    key: 'tournament',
    table: 'tournaments',
    model: 'tournament',
    of: (tournamentId) => ({ id: tournamentId }),
    orderBy: { id: 'asc' },
    maxRows: 1,
    columns: {
      id: column.id(),
      name: column.text(120),
      date: column.day({ nullable: true }),
      ruleset: column.text(40),
      target: column.int({ nullable: true }),
      dealsPerGame: column.int({ min: 1, max: 100, nullable: true }),
      passedOutCounts: column.bool(),
      rounds: column.int({ min: 1, max: 1000 }),
      pairing: column.enumOf(PAIRING),
      entry: column.enumOf(ENTRY),
      tiebreaks: column.texts(20, 20),
      drawSeed: column.int(),
      roundMinutes: column.int({ nullable: true }),
      tieAtBell: column.enumOf(TIE_AT_BELL),
      lateEntryByes: column.bool(),
      avoidSameClub: column.bool(),
      ranking: column.enumOf(RANKING),
      byeRule: column.enumOf(BYE_RULE, { nullable: true }),
      byePoints: column.int({ nullable: true }),
      poolsKnockout: column.json({ nullable: true }),
      status: column.enumOf(STATUS),
      nextRoundAt: column.timestamp({ nullable: true }),
      createdAt: column.timestamp(),
      updatedAt: column.timestamp(),
    },
    givenOnImport: { ownerId: 'importer', clubId: 'importer’s club' },
  },
  {
    // Only the people seated in the tournament's teams or entered alone in its mêlée.
    key: 'people',
    table: 'people',
    model: 'person',
    of: (tournamentId) => ({
      OR: [
        { firstSeats: { some: { tournamentId } } },
        { secondSeats: { some: { tournamentId } } },
        { entries: { some: { tournamentId } } },
      ],
    }),
    orderBy: [{ sortKey: 'asc' }, { id: 'asc' }],
    maxRows: 10_000,
    unique: [['licence']],
    matchedOnImport: true,
    columns: {
      id: column.id(),
      firstName: column.text(80),
      lastName: column.text(80),
      club: column.text(80, { nullable: true }),
      licence: column.licence(),
      createdAt: column.timestamp(),
      updatedAt: column.timestamp(),
    },
    givenOnImport: { nameKey: 'normal form', searchText: 'normal form', sortKey: 'normal form' },
  },
  {
    // A mêlée's players entered alone (README, "The mêlée"): before the pairs that name them.
    key: 'entrants',
    table: 'entrants',
    model: 'entrant',
    of: onTournament,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    maxRows: 5_000,
    unique: [['personId']],
    inTheDraw: true,
    columns: {
      id: column.id(),
      tournamentId: column.ref('tournament'),
      personId: column.ref('people', { nullable: true }),
      name: column.text(80),
      club: column.text(80, { nullable: true }),
      joinedRound: column.int({ min: 1 }),
      withdrawn: column.bool(),
      createdAt: column.timestamp(),
    },
  },
  {
    key: 'teams',
    table: 'teams',
    model: 'team',
    of: onTournament,
    orderBy: [{ createdAt: 'asc' }, { name: 'asc' }],
    maxRows: 5_000,
    unique: [['name']],
    inTheDraw: true,
    columnNames: {
      player1: 'player_1',
      player2: 'player_2',
      player1Id: 'player_1_id',
      player2Id: 'player_2_id',
      entrant1Id: 'entrant_1_id',
      entrant2Id: 'entrant_2_id',
    },
    columns: {
      id: column.id(),
      tournamentId: column.ref('tournament'),
      name: column.text(80),
      player1: column.text(80),
      player2: column.text(80),
      player1Id: column.ref('people', { nullable: true }),
      player2Id: column.ref('people', { nullable: true }),
      club: column.text(80, { nullable: true }),
      withdrawn: column.bool(),
      joinedRound: column.int({ min: 1 }),
      pool: column.smallint({ min: 0, nullable: true }),
      meleeRound: column.int({ min: 1, nullable: true }),
      entrant1Id: column.ref('entrants', { nullable: true }),
      entrant2Id: column.ref('entrants', { nullable: true }),
      createdAt: column.timestamp(),
    },
  },
  {
    key: 'rounds',
    table: 'rounds',
    model: 'round',
    of: onTournament,
    orderBy: { number: 'asc' },
    maxRows: 1_000,
    unique: [['number']],
    columns: {
      id: column.id(),
      tournamentId: column.ref('tournament'),
      number: column.int({ min: 1, max: 1000 }),
      byeTeamId: column.ref('teams', { nullable: true }),
      createdAt: column.timestamp(),
      endsAt: column.timestamp({ nullable: true }),
      closedAt: column.timestamp({ nullable: true }),
      knockout: column.bool(),
      satOut: column.refs('entrants', 5_000),
    },
  },
  {
    key: 'tables',
    table: 'tables',
    model: 'table',
    of: (tournamentId) => ({ round: { tournamentId } }),
    orderBy: [{ round: { number: 'asc' } }, { number: 'asc' }],
    maxRows: 50_000,
    unique: [['roundId', 'number']],
    columns: {
      id: column.id(),
      roundId: column.ref('rounds'),
      number: column.int({ min: 1 }),
      teamAId: column.ref('teams'),
      teamBId: column.ref('teams'),
      firstDealer: column.smallint({ min: 0, max: 3 }),
      version: column.int({ min: 0 }),
      totalA: column.int(),
      totalB: column.int(),
      winner: column.enumOf(TEAM_SIDE, { nullable: true }),
      finishedAt: column.timestamp({ nullable: true }),
      closedAtBell: column.bool(),
      forfeitedBy: column.enumOf(TEAM_SIDE, { nullable: true }),
      bellDeals: column.int({ min: 0, nullable: true }),
      updatedAt: column.timestamp(),
    },
    givenOnImport: { refereeCode: 'new referee code' },
  },
  {
    key: 'deals',
    table: 'deals',
    model: 'deal',
    of: onTables,
    orderBy: [
      { table: { round: { number: 'asc' } } },
      { table: { number: 'asc' } },
      { number: 'asc' },
    ],
    maxRows: 200_000,
    unique: [['tableId', 'number']],
    columns: {
      id: column.id(),
      tableId: column.ref('tables'),
      number: column.int({ min: 1, max: 10_000 }),
      dealer: column.smallint({ min: 0, max: 3 }),
      facts: column.json(),
      made: column.bool({ nullable: true }),
      marksA: column.int(),
      marksB: column.int(),
      totalA: column.int(),
      totalB: column.int(),
      createdAt: column.timestamp(),
    },
  },
  {
    key: 'confirmations',
    table: 'sheet_confirmations',
    model: 'sheetConfirmation',
    of: onTables,
    orderBy: [
      { table: { round: { number: 'asc' } } },
      { table: { number: 'asc' } },
      { side: 'asc' },
    ],
    maxRows: 100_000,
    unique: [['tableId', 'side']],
    columns: {
      tableId: column.ref('tables'),
      side: column.enumOf(TEAM_SIDE),
      kind: column.enumOf(CONFIRMATION_KIND),
      dealNumber: column.int({ min: 1, nullable: true }),
      note: column.text(200, { nullable: true }),
      createdAt: column.timestamp(),
    },
  },
  {
    key: 'audit',
    table: 'audit_entries',
    model: 'auditEntry',
    // A round's entries name the tournament, a sheet's its table.
    of: (tournamentId) => ({ OR: [{ tournamentId }, onTables(tournamentId)] }),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    maxRows: 500_000,
    columns: {
      id: column.id(),
      tournamentId: column.ref('tournament', { nullable: true }),
      tableId: column.ref('tables', { nullable: true }),
      action: column.text(40),
      actor: column.text(120, { mentionsIds: true }),
      dealNumber: column.int({ nullable: true }),
      before: column.json({ nullable: true }),
      after: column.json({ nullable: true }),
      createdAt: column.timestamp(),
    },
  },
  {
    key: 'events',
    table: 'tournament_events',
    model: 'tournamentEvent',
    of: onTournament,
    orderBy: { id: 'asc' },
    maxRows: 500_000,
    columns: {
      id: column.sequence(),
      tournamentId: column.ref('tournament'),
      type: column.text(20),
      data: column.json(),
      createdAt: column.timestamp(),
    },
  },
];

/** The tables of the schema that hold no tournament's data, and why. */
export const NOT_A_TOURNAMENTS_TABLES: Readonly<Record<string, string>> = {
  users: 'organisers: the importer owns what is imported',
  clubs: 'the imported tournament joins a club of the importer',
  club_members: 'who runs the clubs’ tournaments, on each server',
  invitations: 'invitations to open an account on this server',
  series: "a club's season on this server: the imported tournament joins none",
  series_tournaments: "the seasons' tournaments, on each server",
  series_clubs: 'the clubs invited into a season, on each server',
  idempotent_requests: 'answers kept for a phone retrying a write: useless on another server',
  rate_limits: "the guessing limits' counters, per address",
};
