import { column, columnProblem } from './columns';

describe('columnProblem', () => {
  it.each([
    ['2026-07-14T09:30:00.123Z', undefined],
    ['2026-07-14T09:30:00+02:00', undefined],
    ['2024-02-29T00:00:00Z', undefined],
    ['2026-02-30T00:00:00Z', 'NOT_A_DATE'],
    ['0000-01-01T00:00:00Z', 'NOT_A_DATE'],
    ['2026-01-01T99:00:00Z', 'NOT_A_DATE'],
    ['yesterday', 'NOT_A_DATE'],
  ])('takes as a time only what PostgreSQL stores: %s', (value, code) => {
    expect(columnProblem(column.timestamp(), value)?.code).toBe(code);
  });

  it.each([
    ['2026-07-14', undefined],
    ['2025-02-29', 'NOT_A_DATE'],
    ['2026-7-14', 'NOT_A_DATE'],
  ])('takes as a day only a day of the calendar: %s', (value, code) => {
    expect(columnProblem(column.day(), value)?.code).toBe(code);
  });

  it('counts a text’s characters as VarChar does, not its UTF-16 units', () => {
    expect(columnProblem(column.text(3), '🂡🂱🃁')).toBeUndefined();
    expect(columnProblem(column.text(3), '🂡🂱🃁🃑')).toEqual({ code: 'TOO_LONG', params: { max: 3 } });
  });

  it('takes null only in a column that may be empty', () => {
    expect(columnProblem(column.int({ nullable: true }), null)).toBeUndefined();
    expect(columnProblem(column.int(), null)).toEqual({ code: 'REQUIRED' });
    expect(columnProblem(column.smallint({ min: 0, max: 3 }), 2.5)).toEqual({
      code: 'NOT_AN_INTEGER',
    });
  });
});

describe('column.licence', () => {
  it.each([
    ['FFB12345', undefined],
    [null, undefined],
    ['ffb 12 345', 'INVALID_FORMAT'],
    ['X'.repeat(31), 'TOO_LONG'],
  ])('takes a licence only as the registry keeps it: %s', (value, code) => {
    expect(columnProblem(column.licence(), value)?.code).toBe(code);
  });
});

describe('column.refs', () => {
  const id = '6f1c2a9e-0b7d-4c1e-9a55-3d2f8e7b6a10';
  it.each([
    [[], undefined],
    [[id, id.toUpperCase()], undefined],
    [[id, 'seat 3'], 'NOT_AN_ID'],
    [id, 'NOT_A_LIST'],
    [[id, id, id], 'TOO_MANY_ITEMS'],
  ])('takes a list of at most 2 ids: %j', (value, code) => {
    expect(columnProblem(column.refs('people', 2), value)?.code).toBe(code);
  });
});
