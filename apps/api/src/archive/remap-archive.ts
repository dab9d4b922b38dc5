import { drawNumber } from '@marque/standings';
import { ARCHIVED_TABLES, type GivenOnImport } from './archive-tables';
import type { ArchiveRow, ArchiveRows } from './archive-format';
import type { Column } from './columns';

/** What an import gives anew: ids, event numbers, referee codes, the owner. */
export interface NewIdentities {
  /** A new uuid. */
  newId: () => string;
  /** The new event ids, ascending, one per event of the file. */
  eventIds: number[];
  /** One new referee code per table of the file, none in use. */
  refereeCodes: string[];
  ownerId: string;
  /** The importer's club that the tournament joins. */
  clubId: string;
  /** The file's people, each to the person of this server it was matched to or made as. */
  matchedIds: ReadonlyMap<string, string>;
}

/** The rows to write, by key, as the file's (times as ISO text), under their new identities. */
export type RowsToWrite = Record<string, Array<Record<string, unknown>>>;

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A validated file's rows under new ids: every id a new uuid (a person's, the one it was matched
 * to), and every reference to it, in a column, in an event's or an audit entry's JSON, or in a
 * text that names it (an audit actor), the same new one; events renumbered in their order; codes,
 * owner and club from `identities`. The people are not among the rows to write: they are this
 * server's already.
 */
export function remapArchive(rows: ArchiveRows, identities: NewIdentities): RowsToWrite {
  const ids = new Map<string, string>();
  for (const table of ARCHIVED_TABLES)
    for (const row of rows[table.key] ?? [])
      for (const [name, column] of Object.entries(table.columns))
        if (column.kind === 'id') {
          const id = (row[name] as string).toLowerCase();
          const matched = table.matchedOnImport ? identities.matchedIds.get(id) : undefined;
          if (table.matchedOnImport && matched === undefined)
            throw new Error(`The file's person ${id} was neither matched nor made`);
          ids.set(id, matched ?? identities.newId());
        }
  const seed = rows['tournament']?.[0]?.['drawSeed'];
  for (const table of ARCHIVED_TABLES)
    if (table.inTheDraw && typeof seed === 'number')
      keepDrawOrder(
        (rows[table.key] ?? []).map((row) => (row['id'] as string).toLowerCase()),
        ids,
        seed,
      );
  const remapText = (text: string) => text.replace(UUIDS, (id) => ids.get(id.toLowerCase()) ?? id);
  const events = [...identities.eventIds];
  const codes = [...identities.refereeCodes];
  const given: Record<GivenOnImport, () => unknown> = {
    importer: () => identities.ownerId,
    'importer’s club': () => identities.clubId,
    'new referee code': () => codes.shift(),
    // Only people's: made by the registry from their names (archive-people.ts).
    'normal form': () => undefined,
  };
  const written: RowsToWrite = {};
  for (const table of ARCHIVED_TABLES) {
    if (table.matchedOnImport) continue;
    written[table.key] = (rows[table.key] ?? []).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [name, column] of Object.entries(table.columns))
        out[name] = newValue(column, row, name, { remapText, nextEventId: () => events.shift() });
      for (const [name, kind] of Object.entries(table.givenOnImport ?? {}))
        out[name] = given[kind]();
      return out;
    });
  }
  return written;
}

/**
 * The tournament's random draw, its last tiebreak, hashes each team's (each player's) id with its
 * seed (libs/standings' drawNumber): new ids would order the rows level on everything else
 * otherwise than before. So the new ids are handed out in the draw's order: the row the old draw
 * put k-th gets the new id the draw puts k-th.
 */
function keepDrawOrder(oldIds: string[], ids: Map<string, string>, seed: number): void {
  const inDrawOrder = (list: string[]) =>
    list
      .map((id) => ({ id, drawn: drawNumber(seed, id) }))
      .sort((a, b) => a.drawn - b.drawn || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(({ id }) => id);
  const newIds = inDrawOrder(oldIds.map((id) => ids.get(id) as string));
  inDrawOrder(oldIds).forEach((id, rank) => ids.set(id, newIds[rank] as string));
}

interface Remapping {
  remapText: (text: string) => string;
  nextEventId: () => number | undefined;
}

function newValue(column: Column, row: ArchiveRow, name: string, remap: Remapping): unknown {
  const value = row[name];
  if (value === null) return null;
  switch (column.kind) {
    case 'id':
    case 'ref':
      return remap.remapText(value as string);
    case 'refs':
      return (value as string[]).map(remap.remapText);
    case 'sequence':
      return remap.nextEventId();
    case 'text':
      return column.mentionsIds ? remap.remapText(value as string) : value;
    case 'json':
      return remapJson(value, remap.remapText);
    case 'timestamp':
    case 'day':
    case 'texts':
    case 'int':
    case 'bool':
    case 'enum':
      return value;
  }
}

/** The JSON with the ids in its strings and keys remapped (its depth is bounded: json-body-check). */
function remapJson(value: unknown, remapText: (text: string) => string): unknown {
  if (typeof value === 'string') return remapText(value);
  if (Array.isArray(value)) return value.map((item) => remapJson(item, remapText));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [remapText(key), remapJson(item, remapText)]),
    );
  return value;
}
