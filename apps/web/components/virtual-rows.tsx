/** What is read of a TanStack virtualizer, whatever it scrolls (the window or a box). */
interface RowVirtualizer {
  getVirtualItems(): ReadonlyArray<{ index: number; start: number; end: number }>;
  getTotalSize(): number;
}

/** The rows a virtualised table draws, and the room the others take above and below them. */
export interface VisibleRows {
  drawn: number[];
  before: number;
  after: number;
}

/**
 * Every row when the table is not virtual; otherwise the virtualizer's rows in and near the
 * view, `offset` being where the rows start in the scrolled element (its scroll margin).
 */
export function visibleRows(
  count: number,
  virtualizer: RowVirtualizer | null,
  offset = 0,
): VisibleRows {
  if (!virtualizer)
    return { drawn: Array.from({ length: count }, (_, index) => index), before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    drawn: items.map((item) => item.index),
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : virtualizer.getTotalSize(),
  };
}

/** An empty row standing for the rows not drawn, `height` pixels high (none when 0). */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  ) : null;
}
