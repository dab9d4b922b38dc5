import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long the next deal's form takes no tap after a recording action: longer than the gap
 * between the taps of a double or triple tap (30–400 ms), shorter than a referee's next move.
 */
export const SETTLE_MS = 600;

/**
 * One tap, one intent: after a recording action (Save, « Oui, donne nulle », a correction) the
 * form that replaces it takes no tap for `SETTLE_MS`, so the second and third taps of a double
 * or triple tap land on nothing. Every tap meanwhile starts the wait again (a triple tap, each
 * tap 400 ms after the last, is one gesture). `settling` draws the form as resting
 * (pointer-events: none), so nothing under the finger can be pressed.
 */
export function useTapGuard(): { settling: boolean; settle: () => void } {
  const [settling, setSettling] = useState(false);
  const until = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const wake = useCallback(() => {
    const left = until.current - Date.now();
    if (left > 0) {
      timer.current = setTimeout(wake, left);
      return;
    }
    timer.current = null;
    setSettling(false);
  }, []);

  const settle = useCallback(() => {
    until.current = Date.now() + SETTLE_MS;
    setSettling(true);
    timer.current ??= setTimeout(wake, SETTLE_MS);
  }, [wake]);

  useEffect(() => {
    if (!settling) return;
    // A tap while the form rests is part of the same gesture: the rest starts again.
    const tapped = () => {
      until.current = Date.now() + SETTLE_MS;
    };
    document.addEventListener('pointerdown', tapped, true);
    return () => document.removeEventListener('pointerdown', tapped, true);
  }, [settling]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { settling, settle };
}
