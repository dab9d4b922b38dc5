'use client';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many rows of a list fit between its top and the bottom of the screen, keeping room below
 * for what `belowSelector` names (the page counter) and the page's bottom padding: measured on
 * the rows shown, again when the window changes size. `fallback` until there is a row to measure.
 */
export function useRowsThatFit<T extends HTMLElement>(
  fallback: number,
  rowSelector: string,
  belowSelector: string,
  deps: readonly unknown[],
): [RefObject<T | null>, number] {
  const list = useRef<T | null>(null);
  const [count, setCount] = useState(fallback);
  useLayoutEffect(() => {
    const measure = () => {
      const element = list.current;
      const row = element?.querySelector(rowSelector);
      if (!element || !row) return;
      const rowHeight = row.getBoundingClientRect().height + rowGap(element);
      const top = row.getBoundingClientRect().top;
      if (rowHeight <= 0) return;
      setCount(
        rowsThatFit(window.innerHeight - top - roomBelow(element, belowSelector), rowHeight),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [rowSelector, belowSelector, ...deps]);
  return [list, count];
}

/** Whole rows in `heightPx` (a row's height includes the gap after it), at least one. */
export function rowsThatFit(heightPx: number, rowHeightPx: number): number {
  return Math.max(1, Math.floor(heightPx / rowHeightPx));
}

function rowGap(element: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(element).rowGap);
  return Number.isFinite(gap) ? gap : 0;
}

/** The height of what follows the list at the bottom of the page, and the page's padding. */
function roomBelow(element: HTMLElement, belowSelector: string): number {
  const below = document.querySelector(belowSelector);
  const page = element.closest('main');
  const padding = page ? Number.parseFloat(getComputedStyle(page).paddingBottom) || 0 : 0;
  const margin = below ? Number.parseFloat(getComputedStyle(below).marginTop) || 0 : 0;
  return (below?.getBoundingClientRect().height ?? 0) + margin + padding + 8;
}
