/**
 * A referee code as printed on the table card or typed by hand: spaces, dashes and lower case
 * are the reader's, not the code's. Null when it cannot be a code (letters and digits, 16 at most).
 */
export function refereeCodeOf(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z0-9]{1,16}$/.test(code) ? code : null;
}
