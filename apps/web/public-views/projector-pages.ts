/** What the projector can show, in the order it shows them (`?show=` on its address). */
export const PROJECTOR_PARTS = ['bracket', 'tables', 'standings'] as const;
export type ProjectorPart = (typeof PROJECTOR_PARTS)[number];

/**
 * `?show=tables,standings`: the parts named, in the projector's order; every part when the
 * address names none it knows.
 */
export function parseShow(value: string | string[] | undefined): ProjectorPart[] {
  const named = new Set(
    (Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase()),
  );
  const parts = PROJECTOR_PARTS.filter((part) => named.has(part));
  return parts.length ? parts : [...PROJECTOR_PARTS];
}

/** The seconds a page of the rest of the ranking stays up: a third of a page's, 3 s at least. */
export function quickSeconds(pageSeconds: number): number {
  return Math.max(3, Math.round(pageSeconds / 3));
}

/** How many columns of `minPx` (and `gapPx` between them) a width holds, at least one. */
export function columnsThatFit(widthPx: number, minPx: number, gapPx: number): number {
  if (minPx <= 0) return 1;
  return Math.max(1, Math.floor((widthPx + gapPx) / (minPx + gapPx)));
}

/**
 * The round's tables page after page, those still playing first (in table order), `perPage` a
 * page. The games over fill what the last page leaves free (a page of their own when none is
 * playing); the others are only counted (`finishedOut`, "412 autres parties terminées"): the cycle
 * grows with the games in play, not the field.
 */
export function tablePages<T extends { finished?: boolean }>(
  tables: readonly T[],
  perPage: number,
): Array<{ tables: T[]; finishedOut: number }> {
  const size = Math.max(1, perPage);
  const playing = tables.filter((table) => !table.finished);
  const over = tables.filter((table) => table.finished);
  const pages: T[][] = [];
  for (let start = 0; start < playing.length; start += size)
    pages.push(playing.slice(start, start + size));
  const last = pages.length ? pages[pages.length - 1]! : [];
  if (!pages.length) pages.push(last);
  const room = size - last.length;
  last.push(...over.slice(0, room));
  const finishedOut = Math.max(0, over.length - room);
  return pages.map((page, index) => ({
    tables: page,
    finishedOut: index === pages.length - 1 ? finishedOut : 0,
  }));
}

/** The top of the ranking (a full page), then the rest in pages of `restPerPage`. */
export function rankingPages<T>(
  rows: readonly T[],
  topPerPage: number,
  restPerPage: number,
): { top: T[]; rest: T[][] } {
  const top = rows.slice(0, Math.max(1, topPerPage));
  const rest: T[][] = [];
  const size = Math.max(1, restPerPage);
  for (let start = top.length; start < rows.length; start += size)
    rest.push(rows.slice(start, start + size));
  return { top, rest };
}
