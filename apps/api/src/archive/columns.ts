import type { ApiErrorCode, ApiErrorParams } from '@marque/contracts';
import { normaliseLicence } from '@marque/people';

/**
 * What the archive holds of one column, and how a file's value is checked before anything is
 * written: the same bounds as the database's (VarChar lengths, SmallInt, enums), so a file that
 * passes never fails in PostgreSQL.
 */
export type Column =
  /** The row's uuid: a new one on import, every reference to it following. */
  | { kind: 'id' }
  /** A number from a sequence (an event's id): renumbered in order on import. */
  | { kind: 'sequence' }
  /** The id of a row of another archived table (its `key`), remapped with it. */
  | { kind: 'ref'; to: string; nullable?: boolean }
  /** A list of such ids (a uuid[] column), each remapped. */
  | { kind: 'refs'; to: string; maxItems: number }
  /**
   * `mentionsIds`: a text that may name a row's id (an audit actor), remapped with it.
   * `normalForm`: the text must be in it (a licence as the registry keeps it).
   */
  | {
      kind: 'text';
      max: number;
      nullable?: boolean;
      mentionsIds?: boolean;
      normalForm?: (text: string) => string;
    }
  | { kind: 'texts'; max: number; maxItems: number }
  | { kind: 'int'; min: number; max: number; nullable?: boolean }
  | { kind: 'bool'; nullable?: boolean }
  /** `values`: each value as the file says it (Prisma's name) and as PostgreSQL stores it. */
  | { kind: 'enum'; values: Readonly<Record<string, string>>; nullable?: boolean }
  | { kind: 'timestamp'; nullable?: boolean }
  /** A calendar day (`YYYY-MM-DD`). */
  | { kind: 'day'; nullable?: boolean }
  /** Any JSON; the ids of the file's rows in it are remapped on import. */
  | { kind: 'json'; nullable?: boolean };

const INT4 = 2_147_483_647;
const INT2 = 32_767;

/** The column kinds, written as the registry reads best. */
export const column = {
  id: (): Column => ({ kind: 'id' }),
  sequence: (): Column => ({ kind: 'sequence' }),
  ref: (to: string, options: { nullable?: boolean } = {}): Column => ({
    kind: 'ref',
    to,
    ...options,
  }),
  refs: (to: string, maxItems: number): Column => ({ kind: 'refs', to, maxItems }),
  text: (max: number, options: { nullable?: boolean; mentionsIds?: boolean } = {}): Column => ({
    kind: 'text',
    max,
    ...options,
  }),
  /** A licence number as the registry keeps it (no spaces, capitals), or none. */
  licence: (): Column => ({ kind: 'text', max: 30, nullable: true, normalForm: normaliseLicence }),
  texts: (max: number, maxItems: number): Column => ({ kind: 'texts', max, maxItems }),
  int: (options: { min?: number; max?: number; nullable?: boolean } = {}): Column => ({
    kind: 'int',
    min: options.min ?? -INT4 - 1,
    max: options.max ?? INT4,
    nullable: options.nullable,
  }),
  smallint: (options: { min?: number; max?: number; nullable?: boolean } = {}): Column => ({
    kind: 'int',
    min: options.min ?? -INT2 - 1,
    max: options.max ?? INT2,
    nullable: options.nullable,
  }),
  bool: (options: { nullable?: boolean } = {}): Column => ({ kind: 'bool', ...options }),
  enumOf: (
    values: Readonly<Record<string, string>>,
    options: { nullable?: boolean } = {},
  ): Column => ({
    kind: 'enum',
    values,
    ...options,
  }),
  timestamp: (options: { nullable?: boolean } = {}): Column => ({ kind: 'timestamp', ...options }),
  day: (options: { nullable?: boolean } = {}): Column => ({ kind: 'day', ...options }),
  json: (options: { nullable?: boolean } = {}): Column => ({ kind: 'json', ...options }),
};

/** Why a value does not fit its column. */
export interface ColumnProblem {
  code: ApiErrorCode;
  params?: ApiErrorParams;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The first problem of `value` as a value of `column`; undefined when it fits. */
export function columnProblem(column: Column, value: unknown): ColumnProblem | undefined {
  if (value === undefined) return { code: 'REQUIRED' };
  if (value === null)
    return 'nullable' in column && column.nullable === true ? undefined : { code: 'REQUIRED' };
  switch (column.kind) {
    case 'id':
    case 'ref':
      return isUuid(value) ? undefined : { code: 'NOT_AN_ID' };
    case 'refs':
      if (!Array.isArray(value)) return { code: 'NOT_A_LIST' };
      if (value.length > column.maxItems)
        return { code: 'TOO_MANY_ITEMS', params: { max: column.maxItems } };
      return value.every(isUuid) ? undefined : { code: 'NOT_AN_ID' };
    case 'sequence':
      return Number.isSafeInteger(value) && (value as number) > 0
        ? undefined
        : { code: 'NOT_AN_INTEGER' };
    case 'text':
      return (
        textProblem(value, column.max) ??
        (column.normalForm && column.normalForm(value as string) !== value
          ? { code: 'INVALID_FORMAT' }
          : undefined)
      );
    case 'texts':
      if (!Array.isArray(value)) return { code: 'NOT_A_LIST' };
      if (value.length > column.maxItems)
        return { code: 'TOO_MANY_ITEMS', params: { max: column.maxItems } };
      return value.map((item) => textProblem(item, column.max)).find(Boolean);
    case 'int':
      if (!Number.isInteger(value)) return { code: 'NOT_AN_INTEGER' };
      if ((value as number) < column.min) return { code: 'TOO_SMALL', params: { min: column.min } };
      if ((value as number) > column.max) return { code: 'TOO_LARGE', params: { max: column.max } };
      return undefined;
    case 'bool':
      return typeof value === 'boolean' ? undefined : { code: 'NOT_A_BOOLEAN' };
    case 'enum':
      return typeof value === 'string' && Object.hasOwn(column.values, value)
        ? undefined
        : { code: 'NOT_ONE_OF', params: { allowed: Object.keys(column.values).join(', ') } };
    case 'timestamp':
      return typeof value === 'string' &&
        TIMESTAMP.test(value) &&
        isCalendarDay(value) &&
        !isNaN(Date.parse(value))
        ? undefined
        : { code: 'NOT_A_DATE' };
    case 'day':
      return typeof value === 'string' && DAY.test(value) && isCalendarDay(value)
        ? undefined
        : { code: 'NOT_A_DATE' };
    case 'json':
      return undefined;
  }
}

/**
 * A day of the calendar from year 1 (PostgreSQL refuses 0000-01-01, which JavaScript takes, and
 * JavaScript takes 2026-02-30 as 2 March, which PostgreSQL refuses).
 */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function textProblem(value: unknown, max: number): ColumnProblem | undefined {
  if (typeof value !== 'string') return { code: 'NOT_A_STRING' };
  // VarChar(n) counts characters (code points), not UTF-16 units.
  if ([...value].length > max) return { code: 'TOO_LONG', params: { max } };
  return undefined;
}
