/** To the nearest ten, halves up ("arrondi commercial"): 64 → 60, 65 → 70, 5 → 10, 4 → 0. */
export function round10(points: number): number {
  return Math.floor((points + 5) / 10) * 10;
}
