import { API_ERROR_CODES, type ApiErrorCode, type ApiErrorParams } from '@marque/contracts';
import type { MessageKey, Translate } from '../i18n';

/**
 * An error as the web app may hold it: an API answer, or one a phone stored before the API sent
 * codes (no `code`: it reads as the generic text).
 */
export interface ErrorLike {
  statusCode?: number;
  code?: string;
  params?: ApiErrorParams;
  details?: ReadonlyArray<ErrorLike & { field: string }>;
}

const LISTED = new Set<string>(API_ERROR_CODES);

/** The facts FACT_NOT_IN_GAME may name, each with its own words. */
const FACTS = new Set([
  'belote',
  'revoke',
  'claim',
  'allTricks',
  'allTricks.seat',
  'doubling',
  'call',
]);

/** Contract names a rule's numbers may be (`de 80 à capot`). */
const CONTRACT_WORDS = new Set(['match', 'generale', 'capot']);

/**
 * What went wrong, in the reader's language: the text of the error's code (`apiError.<CODE>`),
 * never the API's English sentence; for invalid fields, what is wrong with each (a form shows
 * them at their fields instead). No network is said as such; an unknown code generically.
 */
export function errorText(t: Translate, error: ErrorLike | null | undefined): string {
  if (!error) return '';
  if (error.statusCode === 0) return t('error.offline');
  if (error.code === 'VALIDATION_FAILED' && error.details?.length)
    return [...new Set(error.details.map((detail) => errorText(t, detail)))].join(' ');
  return codeText(t, error) ?? t('error.generic');
}

/** The text of the first detail naming `field` (or a field under it), if any. */
export function fieldErrorText(
  t: Translate,
  error: ErrorLike | null | undefined,
  field: string,
): string | null {
  const detail = error?.details?.find(
    (item) => item.field === field || item.field.startsWith(`${field}.`),
  );
  return detail ? errorText(t, detail) : null;
}

function codeText(t: Translate, { code, params = {} }: ErrorLike): string | null {
  if (!code || !LISTED.has(code)) return null;
  if (code === 'CARD_POINTS_SUM' && params['atMost'] !== undefined)
    return t('apiError.CARD_POINTS_SUM.atMost', params);
  // A text of at least one character is a text that cannot be left empty.
  if (code === 'TOO_SHORT' && params['min'] === 1) return t('apiError.REQUIRED');
  // Typed: a code of libs/contracts without its text in the catalogues fails the typecheck.
  const key: MessageKey = `apiError.${code as ApiErrorCode}`;
  return t(key, words(t, params));
}

/** The params as the reader says them: a fact by its name, a contract by its word. */
function words(t: Translate, params: ApiErrorParams): Record<string, string | number> {
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    said[name] =
      name === 'fact' && FACTS.has(text)
        ? t(`apiError.fact.${text}` as MessageKey)
        : CONTRACT_WORDS.has(text)
          ? t(`contract.${text}` as MessageKey).toLowerCase()
          : value;
  }
  return said;
}
