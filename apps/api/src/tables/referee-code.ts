/**
 * A referee code as typed or scanned: trimmed, upper case; undefined when it cannot be one (a
 * code is letters and digits, at most 16), so nothing else reaches the database.
 */
export function normalisedRefereeCode(raw: string): string | undefined {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{1,16}$/.test(code) ? code : undefined;
}
