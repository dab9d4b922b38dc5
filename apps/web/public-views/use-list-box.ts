'use client';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** A list's width, font size and column gap, in pixels: what `columnsThatFit` needs. */
export interface ListBox {
  width: number;
  font: number;
  gap: number;
}

/**
 * The list's width, font size and column gap, measured once it is shown, again when the window
 * changes size; null until then. Lists of the same class share it (one is shown at a time).
 */
export function useListBox<T extends HTMLElement>(
  element: RefObject<T | null>,
  deps: readonly unknown[],
): ListBox | null {
  const [box, setBox] = useState<ListBox | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const shown = element.current;
      if (!shown) return;
      const style = getComputedStyle(shown);
      const next = {
        width: shown.clientWidth,
        font: Number.parseFloat(style.fontSize) || 16,
        gap: Number.parseFloat(style.columnGap) || 0,
      };
      setBox((before) =>
        before &&
        before.width === next.width &&
        before.font === next.font &&
        before.gap === next.gap
          ? before
          : next,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, ...deps]);
  return box;
}
