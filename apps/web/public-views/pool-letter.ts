/** "A", "B"… : a pool's letter. */
export function poolLetter(pool: number): string {
  return String.fromCharCode(65 + (pool % 26));
}
