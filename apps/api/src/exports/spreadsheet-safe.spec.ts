import { spreadsheetSafe } from './spreadsheet-safe';

describe('spreadsheetSafe', () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example","Les As")',
      '\'=HYPERLINK("https://evil.example","Les As")',
    ],
    ['+33 Les Rois', "'+33 Les Rois"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\tLes As', "'\tLes As"],
  ])('marks %j as text', (cell, safe) => {
    expect(spreadsheetSafe(cell)).toBe(safe);
  });

  it.each(['Les Bourdons', 'Atout Cœur', 'A=B', 'Dix-de-Der', 'hearts', '80', ''])(
    'leaves %j as it is',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(cell);
    },
  );
});
