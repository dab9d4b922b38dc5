import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from '@marque/database';
import { ARCHIVED_TABLES, NOT_A_TOURNAMENTS_TABLES, columnName } from './archive-tables';

interface SchemaField {
  name: string;
  type: string;
  /** Its column in PostgreSQL (@map), or its name. */
  column: string;
}

/** Each model of schema.prisma by its table (@@map): its scalar and enum fields. */
function schemaTables(schema: string): Map<string, SchemaField[]> {
  const blocks = [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map(([, name]) => name));
  return new Map(
    blocks.map(([, name, body]) => {
      const table = /@@map\("(\w+)"\)/.exec(body as string)?.[1] ?? (name as string);
      const fields = (body as string)
        .split('\n')
        .map((line) => /^\s+(\w+)\s+(\w+)(?:\[\])?\??(.*)$/.exec(line))
        .filter((field): field is RegExpExecArray => field !== null)
        .filter(([, , type]) => !models.has(type as string))
        .map(([, field, type, rest]) => ({
          name: field as string,
          type: type as string,
          column: /@map\("(\w+)"\)/.exec(rest as string)?.[1] ?? (field as string),
        }));
      return [table, fields];
    }),
  );
}

/** Each enum of schema.prisma: its values, as Prisma names them and as PostgreSQL stores them. */
function schemaEnums(schema: string): Map<string, Record<string, string>> {
  return new Map(
    [...schema.matchAll(/^enum (\w+) \{\n([\s\S]*?)^\}/gm)].map(([, name, body]) => [
      name as string,
      Object.fromEntries(
        (body as string)
          .split('\n')
          .map((line) => /^\s+([A-Z_]+)(?:\s+@map\("([^"]+)"\))?\s*$/.exec(line))
          .filter((value): value is RegExpExecArray => value !== null)
          .map(([, value, stored]) => [value, stored ?? value]),
      ),
    ]),
  );
}

const schema = readFileSync(join(findWorkspaceRoot(), 'prisma', 'schema.prisma'), 'utf8');
const tables = schemaTables(schema);
const enums = schemaEnums(schema);

describe('ARCHIVED_TABLES', () => {
  it.each([...tables.keys()])(
    'decides for the table %s: in the archive, or named as no tournament’s',
    (table) => {
      const archived = ARCHIVED_TABLES.some((entry) => entry.table === table);
      expect({ table, decided: archived || table in NOT_A_TOURNAMENTS_TABLES }).toEqual({
        table,
        decided: true,
      });
      expect(archived && table in NOT_A_TOURNAMENTS_TABLES).toBe(false);
    },
  );

  it.each(ARCHIVED_TABLES.map((entry) => [entry.table, entry] as const))(
    'holds or gives anew every column of %s, and only those',
    (_table, entry) => {
      const inArchive = [...Object.keys(entry.columns), ...Object.keys(entry.givenOnImport ?? {})];
      const fields = tables.get(entry.table) ?? [];
      expect(inArchive.sort()).toEqual(fields.map((field) => field.name).sort());
    },
  );

  it.each(ARCHIVED_TABLES.map((entry) => [entry.table, entry] as const))(
    'names the columns of %s as PostgreSQL does, and their enums’ values',
    (_table, entry) => {
      const fields = (tables.get(entry.table) ?? []).filter((field) => field.name in entry.columns);
      expect(fields.map((field) => columnName(entry, field.name))).toEqual(
        fields.map((field) => field.column),
      );
      const enumColumns = fields.flatMap((field) => {
        const column = entry.columns[field.name];
        return column?.kind === 'enum' ? [{ field, values: column.values }] : [];
      });
      expect(enumColumns.map(({ field, values }) => [field.name, values])).toEqual(
        enumColumns.map(({ field }) => [field.name, enums.get(field.type)]),
      );
    },
  );

  it('names only tables of the schema as no tournament’s', () => {
    expect(Object.keys(NOT_A_TOURNAMENTS_TABLES).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('lists each table after the tables its rows refer to, so an import writes parents first', () => {
    const seen = new Set<string>();
    const late: string[] = [];
    for (const entry of ARCHIVED_TABLES) {
      for (const [name, column] of Object.entries(entry.columns))
        if ((column.kind === 'ref' || column.kind === 'refs') && !seen.has(column.to))
          late.push(`${entry.key}.${name}`);
      seen.add(entry.key);
    }
    expect(late).toEqual([]);
  });
});
