/** The deals of a sheet at one version, and the sheet scored when this process wrote it. */
export interface CachedSheet<D, S> {
  version: number;
  deals: readonly D[];
  scored?: S;
}

/** Enough for every table of a 2000-team tournament, and then some. */
const SHEETS_KEPT = 5_000;

/**
 * The deals of the sheets this process last read or wrote, by table, with the version they are
 * at. A sheet's deals change only with its version (every write to them moves it on in the same
 * transaction), so the deals read at version v stay the deals of version v: the read before a
 * deal fetches them again only when the version has moved on elsewhere (another API process, a
 * correction), and otherwise reads the table's row alone, however long the game. The least
 * recently used sheets go first past SHEETS_KEPT.
 */
export class SheetCache<D, S> {
  private readonly sheets = new Map<string, CachedSheet<D, S>>();

  constructor(private readonly capacity = SHEETS_KEPT) {}

  get(tableId: string): CachedSheet<D, S> | undefined {
    const cached = this.sheets.get(tableId);
    if (cached) {
      // Used again: to the back of the map's order (its front goes first).
      this.sheets.delete(tableId);
      this.sheets.set(tableId, cached);
    }
    return cached;
  }

  /** Remembers the deals of `tableId` at `version`, unless a later version is known already. */
  remember(tableId: string, version: number, deals: readonly D[], scored?: S): void {
    const known = this.sheets.get(tableId);
    if (known && known.version > version) return;
    this.sheets.delete(tableId);
    this.sheets.set(tableId, { version, deals, scored });
    if (this.sheets.size > this.capacity) {
      const oldest = this.sheets.keys().next().value as string;
      this.sheets.delete(oldest);
    }
  }
}
