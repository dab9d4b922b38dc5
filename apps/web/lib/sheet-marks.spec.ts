import type { SheetConfirmation } from './api-types';
import { formatTime, sheetBadge, sidesToConfirm } from './sheet-marks';

const at = '2026-11-23T13:32:00.000Z';
const signed = (side: 'A' | 'B'): SheetConfirmation => ({
  side,
  kind: 'signed',
  dealNumber: null,
  note: null,
  at,
});
const disputed = (side: 'A' | 'B', dealNumber: number | null): SheetConfirmation => ({
  side,
  kind: 'disputed',
  dealNumber,
  note: null,
  at,
});

describe('sheetBadge', () => {
  it('says nothing while neither team has signed', () => {
    expect(sheetBadge([])).toBeNull();
    expect(sheetBadge(undefined)).toBeNull();
  });

  it('is half-signed after one signature and signed after both', () => {
    expect(sheetBadge([signed('A')])).toBe('half-signed');
    expect(sheetBadge([signed('A'), signed('B')])).toBe('signed');
  });

  it('shows a dispute before a signature: the organiser must see it', () => {
    expect(sheetBadge([signed('A'), disputed('B', 5)])).toBe('disputed');
    expect(sheetBadge([disputed('A', null)])).toBe('disputed');
  });
});

describe('sidesToConfirm', () => {
  it('lists the teams that have not signed or disputed, A first', () => {
    expect(sidesToConfirm([])).toEqual(['A', 'B']);
    expect(sidesToConfirm([signed('B')])).toEqual(['A']);
    expect(sidesToConfirm([signed('B'), disputed('A', 2)])).toEqual([]);
  });
});

describe('formatTime', () => {
  it('writes hours and minutes on a 24-hour clock', () => {
    expect(formatTime('fr', at)).toMatch(/^\d\d:\d\d$/);
    expect(formatTime('en', at)).toMatch(/^\d\d:\d\d$/);
  });
});
