import type { SheetConfirmation, TeamSide } from './api-types';

/**
 * What a sheet's badge says of its teams' signatures: both signed, one signed so far, or a
 * dispute (which outweighs a signature); null while neither team has said its word.
 */
export type SheetBadge = 'signed' | 'half-signed' | 'disputed';

export function sheetBadge(confirmations: readonly SheetConfirmation[] = []): SheetBadge | null {
  if (confirmations.some((each) => each.kind === 'disputed')) return 'disputed';
  const signed = confirmations.filter((each) => each.kind === 'signed').length;
  return signed >= 2 ? 'signed' : signed === 1 ? 'half-signed' : null;
}

/** The team that has not said its word on the sheet yet, in seat order (A first). */
export function sidesToConfirm(confirmations: readonly SheetConfirmation[] = []): TeamSide[] {
  return (['A', 'B'] as const).filter((side) => !confirmations.some((each) => each.side === side));
}

/** A confirmation's time as the hall reads it: « 14:32 », on the reader's clock. */
export function formatTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
