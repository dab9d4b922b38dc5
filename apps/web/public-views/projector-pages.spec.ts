import {
  columnsThatFit,
  parseShow,
  quickSeconds,
  rankingPages,
  tablePages,
} from './projector-pages';

describe('parseShow', () => {
  it('shows every part by default or when none is known', () => {
    expect(parseShow(undefined)).toEqual(['bracket', 'tables', 'standings']);
    expect(parseShow('')).toEqual(['bracket', 'tables', 'standings']);
    expect(parseShow('nothing')).toEqual(['bracket', 'tables', 'standings']);
  });
  it('keeps the parts named, in the projector order', () => {
    expect(parseShow('standings, Tables,x')).toEqual(['tables', 'standings']);
    expect(parseShow(['bracket', 'standings'])).toEqual(['bracket', 'standings']);
  });
});

describe('quickSeconds', () => {
  it.each([
    [12, 4],
    [5, 3],
    [3600, 1200],
  ])('%i s a page: %i s for the rest', (page, quick) => {
    expect(quickSeconds(page)).toBe(quick);
  });
});

describe('columnsThatFit', () => {
  it.each([
    [1800, 500, 10, 3],
    [1520, 500, 10, 3],
    [1519, 500, 10, 2],
    [200, 500, 10, 1],
  ])('%i px hold columns of %i px (gap %i): %i', (width, min, gap, columns) => {
    expect(columnsThatFit(width, min, gap)).toBe(columns);
  });
});

describe('tablePages', () => {
  const table = (number: number, finished: boolean) => ({ number, finished });
  it('shows the games in play first, then fills the last page with those over', () => {
    const tables = [table(1, true), table(2, false), table(3, false), table(4, true)];
    expect(tablePages(tables, 3)).toEqual([
      { tables: [table(2, false), table(3, false), table(1, true)], finishedOut: 1 },
    ]);
    expect(tablePages(tables, 10)).toEqual([
      {
        tables: [table(2, false), table(3, false), table(1, true), table(4, true)],
        finishedOut: 0,
      },
    ]);
  });
  it('counts the games over instead of paging them', () => {
    const tables = Array.from({ length: 500 }, (_, index) => table(index + 1, index >= 88));
    const pages = tablePages(tables, 50);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.tables).toHaveLength(50);
    expect(pages[1]!.finishedOut).toBe(412 - 12);
    expect(pages[0]!.finishedOut).toBe(0);
  });
  it('shows one page of games over when none is in play', () => {
    const pages = tablePages([table(1, true), table(2, true), table(3, true)], 2);
    expect(pages).toEqual([{ tables: [table(1, true), table(2, true)], finishedOut: 1 }]);
  });
  it('has one empty page for a round without tables', () => {
    expect(tablePages([], 5)).toEqual([{ tables: [], finishedOut: 0 }]);
  });
});

describe('rankingPages', () => {
  it('has the top on a page, then the rest', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index + 1);
    const { top, rest } = rankingPages(rows, 10, 6);
    expect(top).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rest.map((page) => page.length)).toEqual([6, 6, 3]);
    expect(rest[0]![0]).toBe(11);
    expect(rankingPages(rows.slice(0, 4), 10, 6)).toEqual({ top: [1, 2, 3, 4], rest: [] });
  });
});
