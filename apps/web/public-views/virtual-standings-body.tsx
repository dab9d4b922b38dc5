'use client';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { SpacerRow, visibleRows } from '../components/virtual-rows';
import type { Standing } from '../lib/api-types';
import { StandingRow, columnCount, type StandingColumns } from './standing-row';

/**
 * A row's height before it is measured: globals.css sets every row of the public standings to one
 * line of 2.25rem, so the room kept for the rows not drawn is the room they take (no shift).
 */
const ROW_PX = 36;

/**
 * The body of a long standings table (StandingsTable's VIRTUAL_FROM rows and more): only the
 * rows in and near the window are drawn (TanStack Virtual), measured as they are, the others
 * standing as the room they take above and below them. Its own module, loaded only by a table
 * that long: a tournament of a few dozen teams does not load the virtualizer.
 */
export function VirtualStandingsBody({
  rows,
  columns,
}: {
  rows: Standing[];
  columns: StandingColumns;
}) {
  const body = useRef<HTMLTableSectionElement | null>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!body.current) return;
    setOffset(body.current.getBoundingClientRect().top + window.scrollY);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_PX,
    overscan: 12,
    scrollMargin: offset,
  });
  const { drawn, before, after } = visibleRows(rows.length, virtualizer, offset);
  const cells = columnCount(columns);
  return (
    <tbody ref={body}>
      <SpacerRow height={before} columns={cells} />
      {drawn.map((index) => (
        <StandingRow
          key={rows[index]!.team.id}
          row={rows[index]!}
          index={index}
          columns={columns}
          ref={virtualizer.measureElement}
        />
      ))}
      <SpacerRow height={after} columns={cells} />
    </tbody>
  );
}
