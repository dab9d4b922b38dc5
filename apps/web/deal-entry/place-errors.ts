import type { DraftField } from './deal-draft';

export type FormField = DraftField | 'doubling' | 'allTricks' | 'belote' | 'revoke';

const FIELD_OF_PATH: Array<[RegExp, FormField]> = [
  [/^contract\.suit/, 'suit'],
  [/^contract\.declarer/, 'declarer'],
  [/^contract/, 'value'],
  [/^cardPoints/, 'points'],
  [/^allTricks/, 'allTricks'],
  [/^belote/, 'belote'],
  [/^revoke/, 'revoke'],
  [/^claim\.tricksSoFar/, 'tricks'],
  [/^claim/, 'claim'],
  [/^(auction|calls)/, 'auction'],
  [/^doubling/, 'doubling'],
];

/**
 * The server's error details placed next to the form fields they name (`cardPoints.A` → the
 * points field); the rest (the dealer, the sheet version…) are shown above the form.
 */
export function placeErrors(details: ReadonlyArray<{ field: string; message: string }>): {
  byField: Partial<Record<FormField, string>>;
  general: string[];
} {
  const byField: Partial<Record<FormField, string>> = {};
  const general: string[] = [];
  for (const { field, message } of details) {
    const path = field.replace(/^deals?(\[\d+\]|\.\d+)?\.?/, '');
    const place = FIELD_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    if (place) byField[place] = byField[place] ? `${byField[place]} ${message}` : message;
    else general.push(message);
  }
  return { byField, general };
}
