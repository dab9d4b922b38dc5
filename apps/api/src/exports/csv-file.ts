import { stringify } from 'csv-stringify/sync';
import { languageOf, type Language } from '../i18n/language';
import { spreadsheetSafe } from './spreadsheet-safe';

/** Byte order mark: tells Excel the file is UTF-8 (without it, « Équipe » reads « Ã‰quipe »). */
const BOM = '\uFEFF';

/**
 * The file a spreadsheet opens in columns, in the reader's language: UTF-8 with a BOM; in French
 * `;` between cells and a decimal comma (`2,5`, what French Excel and LibreOffice expect), in
 * English `,` and a decimal point. Always a header row, even before any data; every text cell kept
 * text (no formulas), numbers left numbers.
 */
export function csvFile(
  rows: Array<Record<string, string | number>>,
  columns: ReadonlyArray<readonly [string, string]>,
  language: Language,
): string {
  const french = language === 'fr';
  return (
    BOM +
    stringify(rows, {
      header: true,
      delimiter: french ? ';' : ',',
      columns: columns.map(([key, frenchHeader]) => ({
        key,
        header: french ? frenchHeader : key,
      })),
      cast: {
        string: spreadsheetSafe,
        number: (value) => (french ? String(value).replace('.', ',') : String(value)),
      },
    })
  );
}

/** `lang=fr|en` when given, else the caller's Accept-Language (French by default). */
export function fileLanguage(
  lang: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return lang === 'fr' || lang === 'en' ? lang : languageOf(acceptLanguage);
}
