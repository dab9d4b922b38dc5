import type { ApiErrorCode, ApiErrorParams } from '@marque/contracts';
import { RulesError, getRuleset } from '@marque/rules';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isTiebreak } from '@marque/standings';
import { ARCHIVED_TABLES, type ArchivedTable } from './archive-tables';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_HEADER_FIELDS,
  ARCHIVE_VERSION,
  type ArchiveRow,
  type ArchiveRows,
} from './archive-format';
import { columnProblem } from './columns';
import { PoolsKnockoutDto } from '../tournaments/dto/pools-knockout.dto';

const POOLS_KNOCKOUT_OPTIONS = [
  'poolSize',
  'poolSeeding',
  'qualifiersPerPool',
  'consolation',
  'knockoutTie',
] as const;

/** Why a file cannot be imported: the first bad field (a dotted path), and what is wrong with it. */
export interface ArchiveProblem {
  /** `ARCHIVE_TOO_NEW` for a file of a later version, else the failed check's code. */
  code: ApiErrorCode;
  field: string;
  params?: ApiErrorParams;
}

export type ArchiveCheck = { rows: ArchiveRows } | { problem: ArchiveProblem };

/**
 * Checks a whole file before anything is written: its format and version, then every table's
 * rows against their columns, their unique keys and their references, then what the game needs
 * (a known ruleset, tiebreaks, deals its rules can read). Stops at the first problem.
 */
export function validateArchive(file: unknown): ArchiveCheck {
  const problem = headerProblem(file);
  if (problem) return { problem };
  const body = file as Record<string, unknown>;
  const rows: ArchiveRows = {};
  for (const table of ARCHIVED_TABLES) {
    const read = readRows(table, body[table.key]);
    if ('problem' in read) return read;
    rows[table.key] = read.list;
  }
  const later =
    keyProblem(rows) ?? referenceProblem(rows) ?? seatProblem(rows) ?? gameProblem(rows);
  return later ? { problem: later } : { rows };
}

function headerProblem(file: unknown): ArchiveProblem | undefined {
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    return { code: 'NOT_AN_OBJECT', field: '' };
  const body = file as Record<string, unknown>;
  if (body['format'] !== ARCHIVE_FORMAT)
    return { code: 'NOT_ONE_OF', field: 'format', params: { allowed: ARCHIVE_FORMAT } };
  const version = body['version'];
  if (!Number.isInteger(version) || (version as number) < 1)
    return { code: 'NOT_AN_INTEGER', field: 'version' };
  if ((version as number) > ARCHIVE_VERSION)
    return {
      code: 'ARCHIVE_TOO_NEW',
      field: 'version',
      params: { version: version as number, supported: ARCHIVE_VERSION },
    };
  const known = new Set<string>([...ARCHIVE_HEADER_FIELDS, ...ARCHIVED_TABLES.map((t) => t.key)]);
  const unknown = Object.keys(body).find((key) => !known.has(key));
  return unknown === undefined ? undefined : { code: 'UNKNOWN_FIELD', field: unknown };
}

function readRows(
  table: ArchivedTable,
  value: unknown,
): { list: ArchiveRow[] } | { problem: ArchiveProblem } {
  const single = table.key === 'tournament';
  const list = single ? [value] : value;
  if (single && (typeof value !== 'object' || value === null || Array.isArray(value)))
    return {
      problem: { code: value === undefined ? 'REQUIRED' : 'NOT_AN_OBJECT', field: table.key },
    };
  if (!Array.isArray(list))
    return { problem: { code: value === undefined ? 'REQUIRED' : 'NOT_A_LIST', field: table.key } };
  if (list.length > table.maxRows)
    return {
      problem: { code: 'TOO_MANY_ITEMS', field: table.key, params: { max: table.maxRows } },
    };
  for (const [index, row] of list.entries()) {
    const field = single ? table.key : `${table.key}.${index}`;
    const problem = rowProblem(table, row, field);
    if (problem) return { problem };
  }
  return { list: list as ArchiveRow[] };
}

function rowProblem(table: ArchivedTable, row: unknown, field: string): ArchiveProblem | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { code: 'NOT_AN_OBJECT', field };
  const unknown = Object.keys(row).find((name) => !Object.hasOwn(table.columns, name));
  if (unknown !== undefined) return { code: 'UNKNOWN_FIELD', field: `${field}.${unknown}` };
  for (const [name, column] of Object.entries(table.columns)) {
    const problem = columnProblem(column, (row as ArchiveRow)[name]);
    if (problem) return { ...problem, field: `${field}.${name}` };
  }
  return undefined;
}

/** Ids unique in their table, and each table's unique columns unique among its rows. */
function keyProblem(rows: ArchiveRows): ArchiveProblem | undefined {
  for (const table of ARCHIVED_TABLES) {
    const keys = [
      ...Object.entries(table.columns)
        .filter(([, column]) => column.kind === 'id' || column.kind === 'sequence')
        .map(([name]) => [name]),
      ...(table.unique ?? []),
    ];
    for (const names of keys) {
      const seen = new Set<string>();
      for (const [index, row] of (rows[table.key] ?? []).entries()) {
        // As in PostgreSQL, a key with a null in it (a person without a licence) is no key.
        if (names.some((name) => row[name] === null)) continue;
        const key = JSON.stringify(names.map((name) => row[name]));
        if (seen.has(key))
          return { code: 'DUPLICATE_ITEMS', field: `${table.key}.${index}.${names.at(-1)}` };
        seen.add(key);
      }
    }
  }
  return undefined;
}

/** Every reference names a row of the file. */
function referenceProblem(rows: ArchiveRows): ArchiveProblem | undefined {
  const ids = new Map(
    ARCHIVED_TABLES.map((table) => [
      table.key,
      new Set((rows[table.key] ?? []).map((row) => row['id'])),
    ]),
  );
  for (const table of ARCHIVED_TABLES)
    for (const [index, row] of (rows[table.key] ?? []).entries())
      for (const [name, column] of Object.entries(table.columns)) {
        if ((column.kind !== 'ref' && column.kind !== 'refs') || row[name] === null) continue;
        const named = column.kind === 'refs' ? (row[name] as unknown[]) : [row[name]];
        const unknown = named.findIndex((id) => !ids.get(column.to)?.has(id));
        if (unknown >= 0)
          return {
            code: 'UNKNOWN_REFERENCE',
            field: `${table.key}.${index}.${name}${column.kind === 'refs' ? `.${unknown}` : ''}`,
          };
      }
  return undefined;
}

/**
 * A person sits at one seat of the tournament at most (as SeatPlayersService keeps it); in a
 * mêlée, at one seat of each round's pairs.
 */
function seatProblem(rows: ArchiveRows): ArchiveProblem | undefined {
  const seated = new Set<string>();
  for (const [index, team] of (rows['teams'] ?? []).entries())
    for (const seat of ['player1Id', 'player2Id']) {
      if (team[seat] === null) continue;
      const person = JSON.stringify([team[seat], team['meleeRound'] ?? null]);
      if (seated.has(person))
        return { code: 'PERSON_ALREADY_IN_TOURNAMENT', field: `teams.${index}.${seat}` };
      seated.add(person);
    }
  return undefined;
}

/** What the game's reads need: a ruleset Marque knows, its tiebreaks, deals its rules can read. */
function gameProblem(rows: ArchiveRows): ArchiveProblem | undefined {
  const tournament = rows['tournament']?.[0] as ArchiveRow;
  let ruleset;
  try {
    ruleset = getRuleset(tournament['ruleset']);
  } catch {
    return { code: 'UNKNOWN_RULESET', field: 'tournament.ruleset' };
  }
  const target = tournament['target'] as number | null;
  const { min, max } = ruleset.form.target;
  if (target === null && tournament['dealsPerGame'] === null)
    return { code: 'GAME_WITHOUT_END', field: 'tournament.target' };
  if (target !== null && (target < min || target > max))
    return { code: 'TARGET_OUT_OF_RANGE', field: 'tournament.target', params: { min, max } };
  const tiebreaks = tournament['tiebreaks'] as string[];
  const badTiebreak = tiebreaks.findIndex((tiebreak) => !isTiebreak(tiebreak));
  if (badTiebreak >= 0) return { code: 'NOT_ONE_OF', field: `tournament.tiebreaks.${badTiebreak}` };
  if (tournament['pairing'] === 'POOLS_KNOCKOUT' && !isPoolsKnockout(tournament['poolsKnockout']))
    return { code: 'INVALID_FORMAT', field: 'tournament.poolsKnockout' };
  for (const [index, deal] of (rows['deals'] ?? []).entries()) {
    try {
      ruleset.readDeal(deal['facts']);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return {
        code: error.code,
        field: `deals.${index}.facts${error.field === 'deal' ? '' : `.${error.field}`}`,
        params: error.params,
      };
    }
  }
  return undefined;
}

/** The options of pools then a knockout, every one given and each as creation checks it. */
function isPoolsKnockout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const options = value as Record<string, unknown>;
  if (Object.keys(options).length !== POOLS_KNOCKOUT_OPTIONS.length) return false;
  if (POOLS_KNOCKOUT_OPTIONS.some((name) => options[name] === undefined)) return false;
  return validateSync(plainToInstance(PoolsKnockoutDto, options)).length === 0;
}
