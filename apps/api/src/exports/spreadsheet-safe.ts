/**
 * A text cell a spreadsheet will show as text. Excel, LibreOffice and Google Sheets run a cell
 * that starts with `=`, `+`, `-` or `@` (also after a tab or a carriage return, or spaces) as a
 * formula: a team named `=HYPERLINK("https://…")` would become a link in the organiser's
 * spreadsheet, or worse. Such a cell gets a leading apostrophe, the spreadsheets' own mark for
 * "this is text" (OWASP's advice for CSV injection). Numbers are not text and are left alone.
 */
export function spreadsheetSafe(text: string): string {
  return /^[\s]*[=+\-@]/.test(text) || /^[\t\r]/.test(text) ? `'${text}` : text;
}
